package org.terrain4j.cli;

/**
 * A usage error a command finds itself, after picocli has parsed the line: an option's text that is not
 * of its form ({@code --to axb}) or two options that cannot go together ({@code -i 5 --bands}). It ends
 * with exit code 2, as picocli's own usage errors do; a value of the right form out of its range is an
 * {@link IllegalArgumentException} (exit code 1).
 */
final class UsageException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message one line naming the option and what it must be
     */
    UsageException(String message) {
        super(message);
    }
}
