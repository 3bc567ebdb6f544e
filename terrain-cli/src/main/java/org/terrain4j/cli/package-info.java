/**
 * The {@code terrain} command: generate, erode, render, mesh and contour heightfields from the shell.
 * Exit codes: 0 success, 1 bad input (a one-line message on standard error, no partial output file),
 * 2 usage error. Heightfield files are read and written in the format their extension names
 * ({@code .asc}, {@code .hgt} (read), {@code .png} 16-bit, {@code .r16}, {@code .f32}).
 */
package org.terrain4j.cli;
