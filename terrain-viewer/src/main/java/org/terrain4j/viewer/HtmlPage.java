package org.terrain4j.viewer;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Base64;
import java.util.Objects;

import org.terrain4j.mesh.Mesh;
import org.terrain4j.mesh.MeshFormat;
import org.terrain4j.mesh.MeshWriter;
import org.terrain4j.viewer.internal.Json;
import org.terrain4j.world.sky.DayCycle;

/**
 * One self-contained HTML file that shows a mesh in any browser with WebGL 2, offline, from
 * {@code file://}: the mesh as GLB, three.js (0.181.1, MIT; its licence notice is in the page) and the
 * page's script are all inside it, base64-encoded; it fetches nothing. An orbit camera (drag, wheel) and a
 * time-of-day slider light the mesh by {@link DayCycle} (noon is the undayed light); vertex colours are
 * the mesh's own ({@code COLOR_0}, linear), light grey without. For sharing a result. Thread-safe (no state).
 *
 * @since 0.1
 */
public final class HtmlPage {

    private HtmlPage() {
    }

    /**
     * @param mesh  the mesh (y up, as terrain4j's meshes are)
     * @param title the page's title (escaped)
     * @return the page, UTF-8 text; about 1.4 MB plus 4/3 of the mesh's GLB
     */
    public static String html(Mesh mesh, String title) {
        Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(title, "title");
        ByteArrayOutputStream glb = new ByteArrayOutputStream();
        try {
            MeshWriter.of(MeshFormat.GLB).write(mesh, glb);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String sky = resourceText("web/sky.js").replace("export function", "function");
        String script = resourceText("web/standalone.js");
        String licence = resourceText("web/three/LICENSE").replace("--", "- -");
        String t = title.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        Base64.Encoder b64 = Base64.getMimeEncoder(120, new byte[] {'\n'});
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + t + "</title>\n"
                + "<!-- made by terrain4j's HtmlPage. Contains three.js 0.181.1:\n" + licence + "\n-->\n<style>\n"
                + "html, body { margin: 0; height: 100%; overflow: hidden; background: #000; color: #eee;"
                + " font: 13px system-ui, sans-serif; }\n#view { display: block; width: 100vw; height: 100vh; }\n"
                + "#hud { position: fixed; left: 8px; top: 8px; padding: 6px 10px; background: rgba(0, 0, 0, 0.45);"
                + " border-radius: 4px; }\n</style>\n</head>\n<body>\n<canvas id=\"view\"></canvas>\n<div id=\"hud\"><b>" + t
                + "</b> · time of day <input id=\"phase\" type=\"range\" min=\"0\" max=\"1\" step=\"0.001\" value=\"0.5\">"
                + " · drag: turn · wheel: zoom <span id=\"status\"></span></div>\n"
                + "<script type=\"application/json\" id=\"day\">" + dayJson() + "</script>\n"
                + "<script type=\"application/octet-stream\" id=\"glb\">\n" + b64.encodeToString(glb.toByteArray()) + "\n</script>\n"
                + "<script type=\"application/octet-stream\" id=\"three-core\">\n"
                + b64.encodeToString(resource("web/three/build/three.core.min.js")) + "\n</script>\n"
                + "<script type=\"application/octet-stream\" id=\"three-module\">\n"
                + b64.encodeToString(resource("web/three/build/three.module.min.js")) + "\n</script>\n"
                + "<script type=\"module\">\n" + sky + "\n" + script + "\n</script>\n</body>\n</html>\n";
    }

    /**
     * Writes the page, atomically (a temporary file beside it, then moved).
     *
     * @param mesh  the mesh
     * @param title the page's title
     * @param file  the target, {@code .html}; its directory must exist
     * @throws IOException naming the file if it cannot be written (the target is then unchanged)
     */
    public static void write(Mesh mesh, String title, Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        byte[] page = html(mesh, title).getBytes(StandardCharsets.UTF_8);
        Path dir = file.toAbsolutePath().getParent();
        Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".part");
        try {
            try (OutputStream out = Files.newOutputStream(tmp)) {
                out.write(page);
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            throw new IOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    private static String dayJson() {
        DayCycle d = DayCycle.standard();
        Json j = new Json().object().key("azimuth").value(DayCycle.UNDAYED_AZIMUTH).key("altitude")
                .value(DayCycle.UNDAYED_ALTITUDE).key("hold").value(d.holdDegrees()).key("keys").array();
        for (DayCycle.Key k : d.keys()) {
            j.object().key("phase").value(k.phase());
            rgb(j.key("sky"), k.sky().red(), k.sky().green(), k.sky().blue());
            rgb(j.key("fog"), k.fog().red(), k.fog().green(), k.fog().blue());
            rgb(j.key("sunColour"), k.sunColour().red(), k.sunColour().green(), k.sunColour().blue());
            j.key("sunStrength").value(k.sunStrength());
            rgb(j.key("fill"), k.fill().red(), k.fill().green(), k.fill().blue());
            j.key("daylight").value(k.daylight()).end();
        }
        return j.endArray().end().toString();
    }

    private static void rgb(Json j, double r, double g, double b) {
        j.array().value(r).value(g).value(b).endArray();
    }

    private static byte[] resource(String path) {
        try (InputStream in = HtmlPage.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("the viewer's resource " + path + " is missing from its jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String resourceText(String path) {
        return new String(resource(path), StandardCharsets.UTF_8);
    }
}
