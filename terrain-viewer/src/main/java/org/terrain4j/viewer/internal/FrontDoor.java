package org.terrain4j.viewer.internal;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The viewer's listening socket, in front of the JDK's {@code HttpServer} (which listens on another loopback
 * port): it reads each connection's first request head itself, at most {@link #MAX_HEAD} bytes within
 * {@link #HEAD_MILLIS} ms, and answers one that is longer {@code 431} and one that does not arrive in time
 * {@code 408} before closing (the JDK's server drops an oversized request without a status); a head that fits is
 * passed on, with the rest of the connection, to the server behind. At most {@link #CONNECTIONS} connections
 * are open at once; more are answered {@code 503}. Binds the loopback address only. Thread-safe.
 */
public final class FrontDoor implements Closeable {

    /** The largest first request head accepted, bytes (request line and headers). */
    public static final int MAX_HEAD = 16 * 1024;
    /** How long a client has to send its first request head, milliseconds. */
    public static final int HEAD_MILLIS = 10_000;
    /** Connections open at once. */
    public static final int CONNECTIONS = 64;

    private final ServerSocket socket;
    private final int behind;
    private final ExecutorService threads;
    private final Semaphore open = new Semaphore(CONNECTIONS);

    /**
     * @param port   the port to listen on, 0 for any free one
     * @param behind the port of the server behind, on the loopback address
     * @throws IOException if the port cannot be bound
     */
    public FrontDoor(int port, int behind) throws IOException {
        this.behind = behind;
        this.socket = new ServerSocket();
        this.socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 64);
        AtomicLong k = new AtomicLong();
        this.threads = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "terrain4j-viewer-door-" + k.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        threads.execute(this::accept);
    }

    /** @return the port it listens on */
    public int port() {
        return socket.getLocalPort();
    }

    private void accept() {
        while (!socket.isClosed()) {
            Socket client;
            try {
                client = socket.accept();
            } catch (IOException e) {
                return;
            }
            if (!open.tryAcquire()) {
                threads.execute(() -> refuse(client, 503, "Service Unavailable", "too many connections"));
                continue;
            }
            try {
                threads.execute(() -> {
                    try {
                        serve(client);
                    } finally {
                        open.release();
                    }
                });
            } catch (RuntimeException e) {
                open.release();
                close(client);
            }
        }
    }

    private void serve(Socket client) {
        byte[] head;
        try {
            client.setSoTimeout(HEAD_MILLIS);
            head = readHead(client.getInputStream());
        } catch (SocketTimeoutException e) {
            refuse(client, 408, "Request Timeout", "no request within " + HEAD_MILLIS + " ms");
            return;
        } catch (IOException e) {
            close(client);
            return;
        }
        if (head == null) {
            refuse(client, 431, "Request Header Fields Too Large", "request head over " + MAX_HEAD + " bytes");
            return;
        }
        if (head.length == 0) {
            close(client);
            return;
        }
        try (Socket server = new Socket(InetAddress.getLoopbackAddress(), behind)) {
            client.setSoTimeout(0);
            OutputStream toServer = server.getOutputStream();
            toServer.write(head);
            toServer.flush();
            threads.execute(() -> pipe(client, server));
            try {
                server.getInputStream().transferTo(client.getOutputStream());
            } catch (IOException e) {
                // either side went away
            }
        } catch (IOException e) {
            // the server behind went away
        } finally {
            close(client);
        }
    }

    private static void pipe(Socket client, Socket server) {
        try {
            client.getInputStream().transferTo(server.getOutputStream());
            server.shutdownOutput();
        } catch (IOException e) {
            // either side went away
        }
    }

    /**
     * The first request head, leading blank lines dropped, with {@code Connection: close} put first among its
     * headers (so the server behind answers one request a connection, and every request's head passes
     * here); null if over MAX_HEAD; empty if the client closed before sending one.
     */
    private static byte[] readHead(InputStream in) throws IOException {
        byte[] h = new byte[MAX_HEAD];
        int read = 0;
        int b;
        do {
            b = in.read();
            read++;
        } while ((b == '\r' || b == '\n') && read <= MAX_HEAD);
        int n = 0;
        int lineEnd = -1;
        while (b >= 0 && n < MAX_HEAD) {
            h[n++] = (byte) b;
            if (b == '\n') {
                if (lineEnd < 0) {
                    lineEnd = n;
                } else if (h[n - 2] == '\n' || n >= 4 && h[n - 2] == '\r' && h[n - 3] == '\n') {
                    ByteArrayOutputStream out = new ByteArrayOutputStream(n + 19);
                    out.write(h, 0, lineEnd);
                    out.writeBytes("Connection: close\r\n".getBytes(StandardCharsets.ISO_8859_1));
                    out.write(h, lineEnd, n - lineEnd);
                    return out.toByteArray();
                }
            }
            b = in.read();
        }
        return b < 0 ? new byte[0] : null;
    }

    private static void refuse(Socket client, int status, String reason, String text) {
        try (client) {
            byte[] body = (text + "\n").getBytes(StandardCharsets.UTF_8);
            OutputStream out = client.getOutputStream();
            out.write(("HTTP/1.1 " + status + " " + reason + "\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: "
                    + body.length + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.write(body);
            out.flush();
            client.shutdownOutput();
            // read and drop what the client is still sending for a moment, so that closing does not reset the
            // connection before it has read the answer
            client.setSoTimeout(200);
            InputStream in = client.getInputStream();
            byte[] sink = new byte[8192];
            long until = System.nanoTime() + 2_000_000_000L;
            while (System.nanoTime() < until && in.read(sink) >= 0) {
                // drain
            }
        } catch (IOException e) {
            // the client went away
        }
    }

    private static void close(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // nothing to do
        }
    }

    @Override
    public void close() {
        close0();
        threads.shutdownNow();
    }

    private void close0() {
        try {
            socket.close();
        } catch (IOException e) {
            // nothing to do
        }
    }
}
