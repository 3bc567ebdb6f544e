package org.terrain4j.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;

/**
 * Independent readers as oracles: Debian's {@code admesh} for binary STL, {@code assimp} (package
 * {@code assimp-utils}) for OBJ and PLY. A closed solid must load with the right triangle count, one
 * part, no disconnected facets, no facet reversed (admesh reverses every facet of a solid whose normals
 * point inward, and reports it) and a positive volume. OBJ and PLY are read by assimp and exported to
 * STL, which admesh then checks the same way, so their winding is judged by two programs that are not
 * ours. Skipped when a tool is absent (see {@link Tools#assumeTool}).
 */
class ExternalReadersTest {

    @TempDir
    Path dir;

    private static Mesh solid() {
        Heightfield f = Heightfield.diamondSquare(65, 0.5, 21).scale(30);
        return Mesh.grid(f, MeshOptions.defaults().withSize(100, 80).withBase(5));
    }

    private static int number(String output, String label) {
        Matcher m = Pattern.compile(Pattern.quote(label) + "\\s*:\\s*(-?\\d+)").matcher(output);
        assertTrue(m.find(), label + " in\n" + output);
        return Integer.parseInt(m.group(1));
    }

    /** admesh's verdict on a closed solid with outward normals. */
    private static void admeshAccepts(Path stl, int triangles, double volume) throws IOException, InterruptedException {
        Tools.Result r = Tools.run(Map.of(), "admesh", stl.toString());
        assertEquals(0, r.status(), r.output());
        String out = r.output();
        assertTrue(out.contains("Binary STL"), out);
        assertEquals(triangles, number(out, "Number of facets"));
        assertEquals(0, number(out, "Total disconnected facets"));
        assertEquals(1, number(out, "Number of parts"));
        assertEquals(0, number(out, "Facets reversed"), "inward normals:\n" + out);
        assertEquals(0, number(out, "Backwards edges"));
        assertEquals(0, number(out, "Degenerate facets"));
        assertFalse(out.contains("volume is negative"), out);
        Matcher v = Pattern.compile("Volume\\s*:\\s*([0-9.]+)").matcher(out);
        assertTrue(v.find(), out);
        assertEquals(volume, Double.parseDouble(v.group(1)), 1e-4 * volume);
    }

    @Test
    void admeshReadsOurStl() throws IOException, InterruptedException {
        Tools.assumeTool(Tools.onPath("admesh"), "admesh");
        Mesh m = solid();
        Path stl = dir.resolve("solid.stl");
        m.write(stl);
        admeshAccepts(stl, m.triangleCount(), MeshChecks.signedVolume(m));
        // admesh also leaves our facet normals alone: they agree with the winding
        Tools.Result r = Tools.run(Map.of(), "admesh", stl.toString());
        assertEquals(0, number(r.output(), "Normals fixed"));
    }

    @Test
    void assimpReadsOurObjAndPly() throws IOException, InterruptedException {
        Tools.assumeTool(Tools.onPath("assimp") && Tools.onPath("admesh"), "assimp and admesh");
        Mesh m = solid();
        for (String ext : new String[] {"obj", "ply"}) {
            Path file = dir.resolve("solid." + ext);
            m.write(file);
            Tools.Result info = Tools.run(Map.of(), "assimp", "info", file.toString());
            assertEquals(0, info.status(), info.output());
            assertEquals(m.triangleCount(), number(info.output(), "Faces"), ext);
            if (ext.equals("ply")) {
                // assimp's OBJ importer splits vertices per face corner, so only PLY keeps our count
                assertEquals(m.vertexCount(), number(info.output(), "Vertices"), ext);
            }
            Path back = dir.resolve("from-" + ext + ".stl");
            Tools.Result export = Tools.run(Map.of(), "assimp", "export", file.toString(), back.toString(), "-fstlb");
            assertEquals(0, export.status(), export.output());
            admeshAccepts(back, m.triangleCount(), MeshChecks.signedVolume(m));
        }
    }
}
