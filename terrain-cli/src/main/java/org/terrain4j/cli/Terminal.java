package org.terrain4j.cli;

import java.io.Console;

/** Whether the command talks to a person at a terminal (where a redrawn progress bar makes sense). */
final class Terminal {

    /** The width assumed where the terminal's own cannot be read. */
    static final int DEFAULT_COLUMNS = 80;

    private Terminal() {
    }

    /**
     * @return the terminal's width in characters: {@code COLUMNS} if set to a whole number, else what {@code
     *         stty size} reports for {@code /dev/tty}, else {@link #DEFAULT_COLUMNS}; at least 20
     */
    static int columns() {
        String env = System.getenv("COLUMNS");
        if (env != null && env.matches("\\d{1,4}")) {
            return Math.max(20, Integer.parseInt(env));
        }
        try {
            Process p = new ProcessBuilder("stty", "size").redirectInput(new java.io.File("/dev/tty"))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String[] size = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII)
                    .strip().split("\\s+");
            if (p.waitFor() == 0 && size.length == 2 && size[1].matches("\\d{1,4}")) {
                return Math.max(20, Integer.parseInt(size[1]));
            }
        } catch (java.io.IOException e) {
            // no stty or no /dev/tty: the default
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return DEFAULT_COLUMNS;
    }

    /**
     * @return true if the JVM has a console attached to a terminal: {@link System#console()} is not null
     *         and, on Java 22 and later (where a console may exist without a terminal),
     *         {@code Console.isTerminal()} holds
     */
    static boolean isTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
        } catch (ReflectiveOperationException e) {
            return true; // before Java 22 a console is a terminal
        }
    }
}
