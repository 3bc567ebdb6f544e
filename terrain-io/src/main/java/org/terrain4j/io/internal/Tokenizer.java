package org.terrain4j.io.internal;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Splits an ASCII stream into whitespace-separated tokens without creating a string per token.
 * Not thread-safe. Not part of the API.
 *
 * @since 0.1
 */
public final class Tokenizer {

    /** Longest token accepted; longer runs are reported as too long. */
    public static final int MAX_TOKEN = 128;

    private final InputStream in;
    private final byte[] buf = new byte[1 << 16];
    private int pos;
    private int end;
    private long consumed;
    private long line = 1;

    private final byte[] token = new byte[MAX_TOKEN];
    private int tokenLength;
    private long tokenLine;
    private long tokenOffset;

    /**
     * @param in the stream, read in large chunks; not closed by this class
     */
    public Tokenizer(InputStream in) {
        this.in = in;
    }

    /**
     * Advances to the next token.
     *
     * @return false at the end of the stream
     * @throws IOException            if reading fails
     * @throws TokenTooLongException  if a token is longer than {@link #MAX_TOKEN}
     */
    public boolean next() throws IOException {
        int c;
        do {
            c = read();
            if (c == '\n') {
                line++;
            }
        } while (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f');
        if (c < 0) {
            tokenLength = 0;
            return false;
        }
        tokenLine = line;
        tokenOffset = consumed + pos - 1;
        int n = 0;
        while (c >= 0 && c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f') {
            if (n == MAX_TOKEN) {
                throw new TokenTooLongException(tokenLine);
            }
            token[n++] = (byte) c;
            c = read();
        }
        if (c == '\n') {
            line++;
        }
        tokenLength = n;
        return true;
    }

    private int read() throws IOException {
        if (pos == end) {
            consumed += end;
            pos = 0;
            end = 0;
            int n = in.read(buf, 0, buf.length);
            if (n <= 0) {
                return -1;
            }
            end = n;
        }
        return buf[pos++] & 0xFF;
    }

    /**
     * @return the current token parsed as a number
     * @throws NumberFormatException if it is not one (see {@link Numbers#parse})
     */
    public double number() {
        return Numbers.parse(token, 0, tokenLength);
    }

    /**
     * @return the current token as text (for messages and header keys)
     */
    public String text() {
        return new String(token, 0, tokenLength, StandardCharsets.ISO_8859_1);
    }

    /**
     * @return whether the current token starts with an ASCII letter (a header key, not a value)
     */
    public boolean startsWithLetter() {
        if (tokenLength == 0) {
            return false;
        }
        int c = token[0] | 0x20;
        return c >= 'a' && c <= 'z' && !(tokenLength == 3 && "nan".equalsIgnoreCase(text()));
    }

    /**
     * @return whether the current token holds a decimal point, a comma or an exponent mark, the
     *         characters by which GDAL's AAIGrid driver tells a float grid from an integer one
     */
    public boolean hasFloatMark() {
        for (int i = 0; i < tokenLength; i++) {
            byte c = token[i];
            if (c == '.' || c == ',' || c == 'e' || c == 'E') {
                return true;
            }
        }
        return false;
    }

    /**
     * @return the 1-based line of the current token
     */
    public long line() {
        return tokenLine;
    }

    /**
     * @return the byte offset of the current token's first byte in the stream
     */
    public long offset() {
        return tokenOffset;
    }

    /**
     * A token longer than {@link #MAX_TOKEN} bytes: not a number, and likely not a text file.
     *
     * @since 0.1
     */
    public static final class TokenTooLongException extends IOException {
        private static final long serialVersionUID = 1L;

        /** The 1-based line of the token. */
        private final long line;

        TokenTooLongException(long line) {
            super("token longer than " + MAX_TOKEN + " characters on line " + line);
            this.line = line;
        }

        /**
         * @return the 1-based line where the token starts
         */
        public long line() {
            return line;
        }
    }
}
