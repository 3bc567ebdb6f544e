package org.terrain4j.cli;

import java.io.Console;

/** Whether the command talks to a person at a terminal (where a redrawn progress bar makes sense). */
final class Terminal {

    private Terminal() {
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
