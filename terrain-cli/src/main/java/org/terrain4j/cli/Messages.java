package org.terrain4j.cli;

import java.io.FileNotFoundException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.NoSuchFileException;

/** Turns exceptions into the one-line messages the command prints. */
final class Messages {

    private Messages() {
    }

    /**
     * @param e what went wrong
     * @return one line naming the problem (and the file, for file errors)
     */
    static String oneLine(Throwable e) {
        String text;
        if (e instanceof NoSuchFileException n) {
            text = "no such file: " + n.getFile();
        } else if (e instanceof AccessDeniedException a) {
            text = "permission denied: " + a.getFile();
        } else if (e instanceof FileAlreadyExistsException f) {
            text = "file exists: " + f.getFile();
        } else if (e instanceof picocli.CommandLine.ParameterException) {
            text = e.getMessage();
        } else if (e instanceof FileNotFoundException || e instanceof IllegalArgumentException
                || e instanceof java.io.IOException || e instanceof IllegalStateException) {
            text = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        } else if (e instanceof OutOfMemoryError) {
            text = "out of memory: the grid is too large for this JVM's heap (set JAVA_OPTS=-Xmx…, for example JAVA_OPTS=-Xmx8g)";
        } else {
            text = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        }
        return text.replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }
}
