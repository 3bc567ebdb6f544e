package org.terrain4j.cli;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

import org.terrain4j.io.internal.AtomicFiles;

/**
 * Ctrl-C (SIGINT) and SIGTERM: which one stopped the command, so that its exit status says so (128 +
 * the signal's number, 130 or 143) even when the output was complete and in place before the stop
 * reached it, and so that it says "stopped", not "cannot write", when the stop abandoned a write.
 *
 * <p>{@link #install} also adds the shutdown hook that stops {@link AtomicFiles} when the JVM ends
 * any other way ({@link System#exit} from elsewhere, a fatal error): the library itself installs none.
 *
 * <p>The handler records the signal, stops {@link AtomicFiles} (a write whose commit has not begun is
 * abandoned, one in progress is finished), then hands over to the JVM's own handler, which runs the
 * shutdown hooks and exits with 128 + the number; if the command has already decided its exit status
 * ({@link #exitCode}), the handler halts the JVM with 128 + the number itself, so a signal that the
 * JVM hands to its handler at all is reported.
 *
 * <p>The handlers are {@code sun.misc.Signal}'s, reached by reflection (module {@code jdk.unsupported});
 * where they cannot be installed (a JVM run with {@code -Xrs}) the JVM's defaults stay, which exit with
 * the same codes. Thread-safe.
 */
final class Signals {

    /** SIGINT's number. */
    static final int INT = 2;

    /** SIGTERM's number. */
    static final int TERM = 15;

    private static volatile int received;
    private static volatile boolean exiting;
    private static boolean hooked;

    private Signals() {
    }

    /**
     * Installs the handlers for INT and TERM (once per JVM; the command line's {@code main} calls it).
     */
    static synchronized void install() {
        if (!hooked) {
            hooked = true;
            try {
                // the library installs no hook: the program that owns the process cleans up its writes
                Runtime.getRuntime().addShutdownHook(new Thread(AtomicFiles::stop, "terrain-temp-cleanup"));
            } catch (IllegalStateException alreadyStopping) {
                AtomicFiles.stop();
            }
        }
        for (String name : new String[] {"INT", "TERM"}) {
            try {
                Class<?> signal = Class.forName("sun.misc.Signal");
                Class<?> handlerType = Class.forName("sun.misc.SignalHandler");
                Object sig = signal.getConstructor(String.class).newInstance(name);
                int number = (Integer) signal.getMethod("getNumber").invoke(sig);
                Method handle = handlerType.getMethod("handle", signal);
                Object[] previous = new Object[1];
                InvocationHandler body = (proxy, method, args) -> {
                    if (method.getName().equals("handle")) {
                        received(number);
                        if (exiting) {
                            // main has decided its exit status without seeing this signal and may be in
                            // System.exit already, where the JVM's handler would wait and lose: end it here
                            // (the temporary files are gone: received() stopped the writer)
                            Runtime.getRuntime().halt(128 + number);
                        }
                        try {
                            handle.invoke(previous[0], args[0]);
                        } catch (ReflectiveOperationException | RuntimeException none) {
                            System.exit(128 + number); // no JVM handler to hand over to
                        }
                        return null;
                    }
                    return switch (method.getName()) {
                        case "hashCode" -> System.identityHashCode(proxy);
                        case "equals" -> proxy == args[0];
                        default -> "terrain SIG" + name + " handler";
                    };
                };
                Object handler = Proxy.newProxyInstance(Signals.class.getClassLoader(), new Class<?>[] {handlerType},
                        body);
                previous[0] = signal.getMethod("handle", signal, handlerType).invoke(null, sig, handler);
            } catch (ReflectiveOperationException | RuntimeException | LinkageError unavailable) {
                // no sun.misc.Signal, or the signal is reserved (-Xrs): the JVM's own handling stays
            }
        }
    }

    /**
     * What the handler does before handing over to the JVM (tests call it to simulate a signal).
     *
     * @param number the signal's number
     */
    static void received(int number) {
        received = number;
        ProgressBar.endAll();
        AtomicFiles.stop();
    }

    /**
     * The exit status, decided once: main calls this just before {@link System#exit}. With the handler's
     * check of the same two fields (each writes its own, then reads the other's) a signal whose handler
     * runs at all ends the JVM with 128 + its number, whichever comes first; only one that reaches the JVM
     * after it has begun tearing itself down is lost.
     *
     * @param code the command's exit code
     * @return 128 + the signal's number if a signal has stopped the command, else code
     */
    static int exitCode(int code) {
        exiting = true;
        int signal = received;
        return signal != 0 ? 128 + signal : code;
    }

    /**
     * @return the number of the signal that stopped the command, or 0 if none has
     */
    static int received() {
        return received;
    }

    /**
     * @param number a signal's number
     * @return its name, {@code SIGINT (Ctrl-C)}, {@code SIGTERM} or {@code signal N}
     */
    static String name(int number) {
        return number == INT ? "SIGINT (Ctrl-C)" : number == TERM ? "SIGTERM" : "signal " + number;
    }

    /** Tests only: forgets a simulated signal and lets writes commit again. */
    static void resetForTests() {
        received = 0;
        AtomicFiles.resumeForTests();
    }
}
