package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * Issue 33: no raw exception class name in any message of the command. A failure the command did not
 * foresee (a bug: an arithmetic fault, an index out of range, a null) used to be printed as the
 * exception's simple class name ({@code ArithmeticException: / by zero}); it is now a sentence saying
 * which command failed on which file, the kind of fault in words, and that it is a bug to report. An
 * exception of a foreseen kind that carries no message is told the same way, not by its class name.
 */
class UnexpectedFaultMessageTest {

    /** A command that fails as it is told, on the files it is given. */
    @Command(name = "fault")
    static final class Fault implements Callable<Integer> {
        static Supplier<Exception> thrown;

        @Parameters(paramLabel = "FILE")
        List<Path> files;

        @Override
        public Integer call() throws Exception {
            throw thrown.get();
        }
    }

    private static final String[] CLASS_NAMES = {"Exception", "Error", "java.", "NullPointer", "Arithmetic",
        "IndexOutOfBounds", "ClassCast", "IllegalState", "IllegalArgument", "IOException"};

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "arithmetic| terrain fault on data/volcano.asc failed with an unexpected internal error (an arithmetic fault:"
            + " / by zero); this is a bug in terrain4j: please report it with the command line",
        "index| terrain fault on data/volcano.asc, data/jacksboro.asc failed with an unexpected internal error (an"
            + " index out of range: Index 7 out of bounds for length 7); this is a bug in terrain4j: please report it"
            + " with the command line",
        "null| terrain fault on data/volcano.asc failed with an unexpected internal error (a value missing); this is"
            + " a bug in terrain4j: please report it with the command line",
        "cast| terrain fault failed with an unexpected internal error (a value of the wrong type); this is a bug in"
            + " terrain4j: please report it with the command line",
        "io without a message| terrain fault on data/volcano.asc failed: reading or writing failed without a reason"
            + " given",
        "state without a message| terrain fault on data/volcano.asc failed: it reached a state it cannot go on from"
            + " without a reason given"})
    void anUnforeseenFailureIsASentenceNamingTheCommandAndItsFilesNotAClassName(String kind, String expected) {
        Fault.thrown = switch (kind) {
            case "arithmetic" -> () -> new ArithmeticException("/ by zero");
            case "index" -> () -> new ArrayIndexOutOfBoundsException("Index 7 out of bounds for length 7");
            case "null" -> NullPointerException::new;
            case "cast" -> ClassCastException::new;
            case "io without a message" -> IOException::new;
            default -> IllegalStateException::new;
        };
        String[] args = switch (kind) {
            case "index" -> new String[] {"fault", "data/volcano.asc", "data/jacksboro.asc"};
            case "cast" -> new String[] {"fault"};
            default -> new String[] {"fault", "data/volcano.asc"};
        };
        StringWriter err = new StringWriter();
        CommandLine cl = TerrainCommand.commandLine();
        cl.addSubcommand("fault", new Fault());
        cl.setErr(new PrintWriter(err, true));
        cl.setOut(new PrintWriter(new StringWriter(), true));
        int code = cl.execute(args);
        assertEquals(1, code, err.toString());
        String message = err.toString().strip();
        assertEquals("terrain: " + expected, message);
        for (String name : CLASS_NAMES) {
            assertFalse(message.contains(name), "'" + name + "' in " + message);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"arithmetic", "overflow"})
    void messagesWithoutTheCommandStillNameNoClass(String kind) {
        Throwable e = kind.equals("arithmetic") ? new ArithmeticException() : new StackOverflowError();
        String m = Messages.oneLine(e);
        assertTrue(m.startsWith("the command failed with an unexpected internal error ("), m);
        for (String name : CLASS_NAMES) {
            assertFalse(m.contains(name), "'" + name + "' in " + m);
        }
    }
}
