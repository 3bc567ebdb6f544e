package org.terrain4j.viewer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.terrain4j.world.BaseGround;
import org.terrain4j.world.Preset;
import org.terrain4j.world.Streaming;
import org.terrain4j.world.TileKey;

/** The server's refusals and bounds, over raw sockets (no client library tidies the requests first). */
class ViewerServerTest {

    private static ViewerServer server;
    private static WorldTiles world;

    @BeforeAll
    static void start() throws IOException {
        world = new WorldTiles(Preset.LAKESIDE.environment(3).withGround(BaseGround.standard().withSamples(65)), 1);
        server = ViewerServer.start(world, 0);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** One request on its own connection; the status code, or −1 if the server closed without answering. */
    static int status(int port, String request) throws IOException {
        return status(port, request.getBytes(StandardCharsets.ISO_8859_1));
    }

    static int status(int port, byte[] request) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout(30_000);
            OutputStream out = s.getOutputStream();
            // written from another thread while this one reads, so an answer sent before the whole of a huge
            // request arrived is read before the server's close resets the connection
            Thread writer = new Thread(() -> {
                try {
                    out.write(request);
                    out.flush();
                } catch (IOException e) {
                    // the server closed while the request was still being sent
                }
            });
            writer.setDaemon(true);
            writer.start();
            InputStream in = s.getInputStream();
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            try {
                int b;
                while ((b = in.read()) >= 0 && b != '\n') {
                    line.write(b);
                }
            } catch (SocketException e) {
                return -1;
            }
            String l = line.toString(StandardCharsets.ISO_8859_1);
            if (!l.startsWith("HTTP/1.1 ")) {
                return -1;
            }
            return Integer.parseInt(l.substring(9, 12));
        }
    }

    static String get(String path) {
        return get(path, "127.0.0.1:" + server.port());
    }

    static String get(String path, String host) {
        return "GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n";
    }

    @Test
    void servesItsOwnResources() throws IOException {
        int p = server.port();
        for (String path : List.of("/", "/static/app.js", "/static/sky.js", "/static/style.css", "/three/three.module.min.js",
                "/three/three.core.min.js", "/three/LICENSE", "/world.json", "/editor.json", "/tile/0/0")) {
            assertEquals(200, status(p, get(path)), path);
        }
        assertEquals(200, status(p, get("/", "localhost:" + p)));
    }

    @Test
    void refusesPathTraversal() throws IOException {
        int p = server.port();
        for (String path : List.of("/static/../../../../etc/passwd", "/static/..%2f..%2fetc/passwd", "/static/%2e%2e/app.js",
                "/three/../ViewerServer.class", "/..", "/static//app.js", "/static/..\\..\\pom.xml", "/tile/0/0/../../world.json")) {
            int st = status(p, get(path));
            assertTrue(st == 400 || st == 404, path + " answered " + st);
        }
        assertEquals(400, status(p, get("/static/../app.js")));
    }

    @Test
    void refusesUnknownRoutes() throws IOException {
        int p = server.port();
        for (String path : List.of("/nope", "/static/secret.js", "/org/terrain4j/viewer/ViewerServer.class",
                "/module-info.class", "/web/index.html", "/META-INF/MANIFEST.MF", "/tile/1/0", "/tile/0", "/tile/a/b",
                "/tile/0/0/0", "/tile/9999999/0", "/three/three.cjs")) {
            assertEquals(404, status(p, get(path)), path);
        }
        assertEquals(405, status(p, "POST / HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"));
        assertEquals(405, status(p, "DELETE /tile/0/0 HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nConnection: close\r\n\r\n"));
        assertEquals(405, status(p, get("/editor")));
    }

    @Test
    void streamAnswersThePolicysStepAndRefusesBadQueries() throws IOException {
        var env = Preset.LAKESIDE.environment(3).withGround(BaseGround.standard().withSamples(33));
        Streaming policy = Streaming.of(env.ground().size());
        try (ViewerServer endless = ViewerServer.start(WorldTiles.endless(env, 1, policy), 0)) {
            int p = endless.port();
            String h = "127.0.0.1:" + p;
            // the step for a viewpoint near the east edge of tile (0, 0), holding three tiles, two asked for
            String body = body(p, get("/stream?x=7000.5&z=-100&n=2&laid=0,0;-1,0;-2,0", h));
            Streaming.Step want = policy.withPerStep(2).step(7000.5, -100,
                    java.util.Set.of(new TileKey(0, 0), new TileKey(-1, 0), new TileKey(-2, 0)));
            assertEquals("{\"lay\":" + json(want.lay()) + ",\"release\":" + json(want.release()) + "}", body);
            assertTrue(want.lay().get(0).equals(new TileKey(1, 0)) || want.lay().get(0).equals(new TileKey(0, -1)), body);
            assertEquals(List.of(new TileKey(-2, 0)), want.release());
            assertTrue(body(p, get("/world.json", h)).contains("\"stream\":{\"drawDistance\":12000,"));
            // a coordinate as JavaScript writes a small number (found flying: 18 digits after the point)
            assertEquals(200, status(p, get("/stream?x=22694.916404661224&z=0.002552570484018086&n=1&laid=", h)));
            assertEquals(200, status(p, get("/stream?x=1.2345678901234567e-7&z=-0.00000012345678901234567&n=1&laid=", h)));
            assertEquals(200, status(p, get("/stream?x=0&z=0&laid=", h)));
            assertEquals(200, status(p, get("/tile/-3/4", h)));
            for (String q : List.of("", "?x=0", "?x=a&z=0", "?x=0&z=NaN", "?x=1e300&z=0", "?x=0&z=0&n=0", "?x=0&z=0&n=17",
                    "?x=0&z=0&laid=0;0", "?x=0&z=0&laid=0,0;", "?x=0&z=0&laid=999999,0")) {
                assertEquals(400, status(p, get("/stream" + q, h)), q);
            }
            assertEquals(404, status(p, get("/tile/100001/0", h)));
            assertEquals(405, status(p, "POST /stream HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"));
        }
        // a single world has nothing to stream
        assertEquals(404, status(server.port(), get("/stream?x=0&z=0&laid=")));
        assertTrue(body(server.port(), get("/world.json")).contains("\"stream\":null"));
    }

    private static String json(List<TileKey> keys) {
        return keys.stream().map(k -> "[" + k.column() + "," + k.row() + "]").collect(java.util.stream.Collectors.joining(",", "[", "]"));
    }

    /** One request; the response's body. */
    static String body(int port, String request) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout(30_000);
            s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            String all = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return all.substring(all.indexOf("\r\n\r\n") + 4);
        }
    }

    @Test
    void refusesAForeignHost() throws IOException {
        int p = server.port();
        assertEquals(403, status(p, get("/", "evil.example")));
        assertEquals(403, status(p, get("/tile/0/0", "evil.example:" + p)));
        assertEquals(403, status(p, get("/world.json", "127.0.0.1:" + (p == 65535 ? 1 : p + 1))));
        assertEquals(403, status(p, get("/", "127.0.0.1.evil.example:" + p)));
        assertEquals(400, status(p, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n"));
    }

    @Test
    void refusesOversizedAndMalformedRequestsAndStaysUp() throws IOException {
        int p = server.port();
        byte[] huge = new byte[10 * 1024 * 1024];
        java.util.Arrays.fill(huge, (byte) 'a');
        ByteArrayOutputStream req = new ByteArrayOutputStream();
        req.writeBytes("GET /".getBytes(StandardCharsets.ISO_8859_1));
        req.writeBytes(huge);
        req.writeBytes((" HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
        int st = status(p, req.toByteArray());
        assertEquals(431, st, "10 MB request line");
        assertEquals(414, status(p, get("/" + "a".repeat(ViewerServer.MAX_TARGET + 10))));
        for (String bad : List.of("BLAH\r\n\r\n", "GET\r\n\r\n", "GET / HTTP/1.1\r\nHost\r\n\r\n",
                "GET /world.json?x=1 HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nConnection: close\r\n\r\n",
                "GET /\u0000 HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nConnection: close\r\n\r\n")) {
            assertEquals(400, status(p, bad), bad.trim());
        }
        // a connection that sends half a request and then nothing holds one connection for 10 s, and the server
        // answers others meanwhile; then it is answered 408
        try (Socket idle = new Socket(InetAddress.getLoopbackAddress(), p)) {
            idle.getOutputStream().write("\r\nGET / HTTP/1.1\r\nHost: 127.0.0.1".getBytes(StandardCharsets.ISO_8859_1));
            idle.getOutputStream().flush();
            assertEquals(200, status(p, get("/world.json")));
            idle.setSoTimeout(30_000);
            String answer = new String(idle.getInputStream().readNBytes(12), StandardCharsets.ISO_8859_1);
            assertEquals("HTTP/1.1 408", answer);
        }
        // a header block of 10 MB
        String many = "GET / HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nX-A: " + "b".repeat(10 * 1024 * 1024) + "\r\n\r\n";
        assertEquals(431, status(p, many), "10 MB header block");
        assertEquals(200, status(p, get("/")), "the server is still up");
    }

    @Test
    void listensOnTheLoopbackAddressOnly() throws IOException {
        List<InetAddress> others = new ArrayList<>();
        for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            for (InetAddress a : Collections.list(ni.getInetAddresses())) {
                if (!a.isLoopbackAddress() && a instanceof Inet4Address) {
                    others.add(a);
                }
            }
        }
        assertTrue(server.uri().getHost().equals("127.0.0.1"));
        for (InetAddress a : others) {
            assertThrows(ConnectException.class, () -> {
                try (Socket s = new Socket()) {
                    s.connect(new InetSocketAddress(a, server.port()), 2000);
                }
            }, "reachable on " + a);
        }
    }

    @Test
    void editorRequestsComeFromThePageOnly() throws IOException {
        int p = server.port();
        String body = "op=restore";
        String base = "POST /editor HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                + "Content-Length: " + body.length() + "\r\nConnection: close\r\n";
        assertEquals(403, status(p, base + "\r\n" + body), "no X-Terrain4j header");
        assertEquals(403, status(p, base + "X-Terrain4j: 1\r\nOrigin: http://evil.example\r\n\r\n" + body));
        assertEquals(200, status(p, base + "X-Terrain4j: 1\r\nOrigin: http://127.0.0.1:" + p + "\r\n\r\n" + body));
        String big = "op=restore&x=" + "y".repeat(ViewerServer.MAX_BODY);
        assertEquals(413, status(p, "POST /editor HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nX-Terrain4j: 1\r\nContent-Length: "
                + big.length() + "\r\nConnection: close\r\n\r\n" + big));
        assertEquals(400, status(p, base.replace("Content-Length: " + body.length(), "Content-Length: 7") + "X-Terrain4j: 1\r\n\r\nop=nope"));
    }

    @Test
    void manyConcurrentRequestsForOneTileGenerateItOnce() throws Exception {
        try (ViewerServer s = ViewerServer.start(
                new WorldTiles(Preset.HIGHLANDS.environment(4).withGround(BaseGround.standard().withSamples(65)), 1), 0)) {
            ExecutorService pool = Executors.newFixedThreadPool(32);
            List<Future<Integer>> all = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                all.add(pool.submit(() -> status(s.port(), "GET /tile/0/0 HTTP/1.1\r\nHost: 127.0.0.1:" + s.port()
                        + "\r\nConnection: close\r\n\r\n")));
            }
            for (Future<Integer> f : all) {
                assertEquals(200, f.get());
            }
            pool.shutdown();
            assertEquals(1, s.tilesGenerated());
        }
    }

    /** Tiles everywhere within ±500, each slow to make: the queue fills and the cache stays bounded. */
    static final class SlowTiles implements TileSource {
        final AtomicInteger made = new AtomicInteger();
        final AtomicInteger inFlight = new AtomicInteger();
        final AtomicInteger maxInFlight = new AtomicInteger();
        final int samples;

        SlowTiles() {
            this(129);
        }

        SlowTiles(int samples) {
            this.samples = samples;
        }

        @Override
        public String name() {
            return "slow";
        }

        @Override
        public double tileSizeX() {
            return 100;
        }

        @Override
        public double tileSizeZ() {
            return 100;
        }

        @Override
        public boolean contains(int col, int row) {
            return Math.abs(col) <= 500 && Math.abs(row) <= 500;
        }

        /** Made with its arrays held while it is being made (a generation's working memory), 20 ms. */
        @Override
        public Tile tile(int col, int row) {
            maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            int n = samples;
            Tile t = Tile.builder(new org.terrain4j.api.GridFrame(col * 100.0, row * 100.0, 1, 1), n, n).build();
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            made.incrementAndGet();
            inFlight.decrementAndGet();
            return t;
        }

        @Override
        public long version() {
            return 0;
        }
    }

    @Test
    void manyConcurrentRequestsForDistinctTilesAreBounded() throws Exception {
        SlowTiles slow = new SlowTiles();
        ViewerServer.Limits limits = new ViewerServer.Limits(1, 4, 8, 8);
        try (ViewerServer s = ViewerServer.start(slow, 0, limits)) {
            ExecutorService pool = Executors.newFixedThreadPool(64);
            List<Future<Integer>> all = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                int col = i % 200 - 100;
                all.add(pool.submit(() -> status(s.port(), "GET /tile/" + col + "/7 HTTP/1.1\r\nHost: 127.0.0.1:" + s.port()
                        + "\r\nConnection: close\r\n\r\n")));
            }
            Map<Integer, Integer> statuses = new TreeMap<>();
            for (Future<Integer> f : all) {
                statuses.merge(f.get(), 1, Integer::sum);
            }
            pool.shutdown();
            assertEquals(List.of(200, 503), List.copyOf(statuses.keySet()).subList(0, Math.min(2, statuses.size())),
                    "statuses " + statuses);
            assertTrue(statuses.get(503) > 0, "the queue never filled: " + statuses);
            assertTrue(s.cachedTiles() <= limits.cache(), "cache holds " + s.cachedTiles());
            assertEquals(1, slow.maxInFlight.get(), "more tiles generated at once than generators");
            // every 200 was a generated tile or a cached one; nothing was generated beyond what was asked
            assertTrue(slow.made.get() <= statuses.get(200), statuses + ", made " + slow.made.get());
            assertEquals(200, status(s.port(), "GET / HTTP/1.1\r\nHost: 127.0.0.1:" + s.port() + "\r\nConnection: close\r\n\r\n"));
        }
    }

    /**
     * 96 clients at once (over the front door's 64 connections; 8 handler threads) asking in waves for distinct
     * tiles of about 1 MB each, each holding about 1 MB while it is made: every answer is 200 or 503, some 503s
     * are the full generation queue's (not only the front door's), no two tiles are made at once (one
     * generator), the server stays up, and the heap is bounded by its limits, at most (cache + queue +
     * generators) encoded tiles plus 16 MiB of slack, both at its peak during the waves and kept afterwards
     * (each the heap outside the eden just after a full collection). Enough tiles are made that keeping them
     * all would break the bound twice over: an unbounded cache, or a generation never let go, fails it.
     */
    @Test
    void ninetySixClientsAtOnceGetOnly200Or503AndTheHeapStaysBounded() throws Exception {
        SlowTiles slow = new SlowTiles(257);
        ViewerServer.Limits limits = new ViewerServer.Limits(1, 4, 8, 8);
        long tileBytes = Tile.HEADER_BYTES + 257L * 257 * 15;
        long bound = (limits.cache() + limits.queue() + limits.generators()) * tileBytes + (16L << 20);
        try (ViewerServer s = ViewerServer.start(slow, 0, limits)) {
            long before = usedHeapAfterGc();
            java.util.concurrent.atomic.AtomicLong peak = new java.util.concurrent.atomic.AtomicLong();
            java.util.concurrent.atomic.AtomicBoolean sampling = new java.util.concurrent.atomic.AtomicBoolean(true);
            Thread sampler = new Thread(() -> {
                while (sampling.get()) {
                    peak.accumulateAndGet(liveHeap(), Math::max);
                    try {
                        Thread.sleep(10);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });
            sampler.setDaemon(true);
            sampler.start();
            ExecutorService pool = Executors.newFixedThreadPool(96);
            Map<String, Integer> answers = new TreeMap<>();
            int waves = 0;
            // waves of 600 requests over 300 new tiles each, until three times the bound's worth of tiles is made
            while (waves < 8 && slow.made.get() * tileBytes < 3 * bound) {
                List<Future<String>> all = new ArrayList<>();
                for (int i = 0; i < 600; i++) {
                    int col = i % 300 - 150;
                    int row = waves * 10;
                    all.add(pool.submit(() -> answer(s.port(), "GET /tile/" + col + "/" + row + " HTTP/1.1\r\nHost: 127.0.0.1:"
                            + s.port() + "\r\nConnection: close\r\n\r\n")));
                }
                for (Future<String> f : all) {
                    answers.merge(f.get(), 1, Integer::sum);
                }
                waves++;
            }
            pool.shutdown();
            sampling.set(false);
            sampler.join();
            long after = usedHeapAfterGc();
            System.out.printf("96 clients, %d waves of 600 requests: %s; tiles made %d (%.1f MB each), at most %d at once;"
                    + " heap at its peak %+.1f MB, kept %+.1f MB (bound %.1f MB)%n", waves, answers, slow.made.get(),
                    tileBytes / 1e6, slow.maxInFlight.get(), (peak.get() - before) / 1e6, (after - before) / 1e6, bound / 1e6);
            assertTrue(answers.keySet().stream().allMatch(a -> a.equals("200") || a.startsWith("503 ")), "answers " + answers);
            assertTrue(answers.keySet().stream().anyMatch(a -> a.startsWith("503 tile queue full")),
                    "the generation queue never refused a tile: " + answers);
            assertTrue(slow.made.get() * tileBytes > 2 * bound, "too few tiles made to test the bound: " + slow.made.get());
            assertEquals(limits.generators(), slow.maxInFlight.get(), "tiles made at once");
            assertTrue(peak.get() - before < bound, "heap at its peak " + (peak.get() - before) + " bytes, bound " + bound);
            assertTrue(after - before < bound, "heap kept " + (after - before) + " bytes, bound " + bound);
            assertTrue(s.cachedTiles() <= limits.cache(), "cache holds " + s.cachedTiles());
            // still up
            assertEquals(200, status(s.port(), "GET / HTTP/1.1\r\nHost: 127.0.0.1:" + s.port() + "\r\nConnection: close\r\n\r\n"));
            assertEquals(200, status(s.port(), "GET /tile/0/0 HTTP/1.1\r\nHost: 127.0.0.1:" + s.port() + "\r\nConnection: close\r\n\r\n"));
        }
    }

    /**
     * One request on its own connection: its status, and for a 503 the first line of the body (who refused:
     * the front door or the generation queue), as "STATUS" or "503 reason"; "-1" if the server closed without
     * answering.
     */
    static String answer(int port, String request) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout(180_000);
            s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            InputStream in = s.getInputStream();
            String r;
            try {
                // the status line only (a tile's megabyte is not read: the test's own heap is measured too)
                ByteArrayOutputStream line = new ByteArrayOutputStream();
                int b;
                while ((b = in.read()) >= 0 && b != '\n') {
                    line.write(b);
                }
                r = line.toString(StandardCharsets.ISO_8859_1);
                if (!r.startsWith("HTTP/1.1 ")) {
                    return "-1";
                }
                if (!r.startsWith("HTTP/1.1 503")) {
                    return r.substring(9, 12);
                }
                r = new String(in.readNBytes(4096), StandardCharsets.ISO_8859_1);
            } catch (SocketException e) {
                return "-1";
            }
            String body = r.substring(r.indexOf("\r\n\r\n") + 4);
            int nl = body.indexOf('\n');
            String first = nl < 0 ? body : body.substring(0, nl);
            // the queue's refusal names its size; keep the words
            return "503 " + first.replaceAll(" \\(.*", "");
        }
    }

    private static long usedHeapAfterGc() throws InterruptedException {
        long least = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            least = Math.min(least, liveHeap());
            Thread.sleep(100);
        }
        return least;
    }

    /**
     * The heap in use just after a full collection, less the eden: what the collection kept. (Used heap as the
     * runtime counts it includes the eden's thread-local buffers, claimed by each of some 200 threads right after
     * the collection, tens of megabytes that hold nothing.)
     */
    static long liveHeap() {
        System.gc();
        long used = 0;
        for (java.lang.management.MemoryPoolMXBean pool : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == java.lang.management.MemoryType.HEAP && !pool.getName().contains("Eden")) {
                used += pool.getUsage().getUsed();
            }
        }
        return used;
    }
}
