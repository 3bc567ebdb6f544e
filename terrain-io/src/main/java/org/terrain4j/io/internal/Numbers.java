package org.terrain4j.io.internal;

import java.math.BigDecimal;

/**
 * Decimal text for numbers that reads back bit-exactly. Not part of the API.
 *
 * @since 0.1
 */
public final class Numbers {

    private Numbers() {
    }

    /**
     * The shortest plain decimal (no exponent) that reads back, through {@code double} and a cast to
     * {@code float} (what GDAL and most C readers do) and through {@link Float#parseFloat}, as exactly
     * {@code v}. When the shortest {@code float} digits would round differently through a
     * {@code double} (possible when they lie close to a midpoint), the digits of {@code (double) v}
     * are used instead. The text always holds a decimal point, so that readers which guess the type
     * from the text (GDAL's AAIGrid) read a float, never a 32-bit integer.
     *
     * @param v a finite float
     * @return its text
     */
    public static String floatText(float v) {
        String s = Float.toString(v);
        if ((float) Double.parseDouble(s) != v) {
            s = Double.toString(v);
        }
        s = plain(s);
        return s.indexOf('.') < 0 ? s + ".0" : s;
    }

    /** Longest plain decimal {@link #doubleText} writes; longer ones keep the exponent. */
    public static final int MAX_PLAIN = 32;

    /**
     * The shortest decimal that reads back as exactly {@code v}: plain (no exponent) when that takes
     * at most {@link #MAX_PLAIN} characters, else the JDK's scientific form such as {@code 1.0E300}
     * (a plain 1e300 would take 301 digits).
     *
     * @param v a finite double
     * @return its text, at most 25 characters when scientific
     */
    public static String doubleText(double v) {
        String s = Double.toString(v);
        String p = plain(s);
        return p.length() <= MAX_PLAIN ? p : s;
    }

    /**
     * The shortest decimal that reads back as exactly {@code v}, always plain (no exponent), for texts
     * whose readers or users expect no exponent (an ESRI ASCII grid's header, whose coordinates and
     * spacings lie within 1e12 and above 1e-9, so the text stays short).
     *
     * @param v a finite double
     * @return its text, with a decimal point
     */
    public static String plainText(double v) {
        String p = plain(Double.toString(v));
        return p.indexOf('.') < 0 ? p + ".0" : p;
    }

    private static String plain(String s) {
        if (s.indexOf('E') < 0) {
            return s;
        }
        return new BigDecimal(s).stripTrailingZeros().toPlainString();
    }

    /**
     * Parses an unsigned or signed decimal number: {@code [+-]digits[.digits][(e|E)[+-]digits]} with at
     * least one digit before the exponent, or {@code nan} in any case.
     *
     * @param b     buffer
     * @param from  first byte
     * @param to    end, exclusive
     * @return the value, or {@code null}-equivalent {@link Double#NaN} for "nan"
     * @throws NumberFormatException if the bytes are not such a number
     */
    public static double parse(byte[] b, int from, int to) {
        int i = from;
        boolean negative = false;
        if (i < to && (b[i] == '-' || b[i] == '+')) {
            negative = b[i] == '-';
            i++;
        }
        // fast path: up to 18 digits and nothing else
        int start = i;
        long acc = 0;
        while (i < to && i - start < 18 && b[i] >= '0' && b[i] <= '9') {
            acc = acc * 10 + (b[i] - '0');
            i++;
        }
        if (i == to && i > start) {
            return negative ? -(double) acc : (double) acc;
        }
        if (to - from == 3 && (b[from] | 0x20) == 'n' && (b[from + 1] | 0x20) == 'a' && (b[from + 2] | 0x20) == 'n') {
            return Double.NaN;
        }
        // validate the general form, then let the JDK do the correctly rounded conversion
        i = start;
        int digits = 0;
        while (i < to && b[i] >= '0' && b[i] <= '9') {
            i++;
            digits++;
        }
        if (i < to && b[i] == '.') {
            i++;
            while (i < to && b[i] >= '0' && b[i] <= '9') {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            throw new NumberFormatException();
        }
        if (i < to && (b[i] == 'e' || b[i] == 'E')) {
            i++;
            if (i < to && (b[i] == '-' || b[i] == '+')) {
                i++;
            }
            int exp = 0;
            while (i < to && b[i] >= '0' && b[i] <= '9') {
                i++;
                exp++;
            }
            if (exp == 0) {
                throw new NumberFormatException();
            }
        }
        if (i != to) {
            throw new NumberFormatException();
        }
        return Double.parseDouble(new String(b, from, to - from, java.nio.charset.StandardCharsets.ISO_8859_1));
    }
}
