package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The text of the GDAL PAM sidecar {@link PngHeightmap} writes beside a PNG: golden documents for small
 * cases, and the band's offset and scale parsed back as XML for awkward numbers. GDAL itself reads them
 * in {@link PngGeoreferenceGdalOracleTest}.
 */
class PngPamSidecarTest {

    @TempDir
    Path dir;

    @Test
    void withoutAGeoreferenceTheBandAlone() {
        assertEquals("""
                <PAMDataset>
                  <PAMRasterBand band="1">
                    <Offset>94.0</Offset>
                    <Scale>1.0</Scale>
                  </PAMRasterBand>
                </PAMDataset>
                """, PngHeightmap.pamSidecar(GridFrame.UNIT, new SampleMapping(94, 1), -1));
    }

    @Test
    void theIdentityWithoutVoidsOrGeoreferenceHasNoSidecar() {
        assertNull(PngHeightmap.pamSidecar(GridFrame.UNIT, SampleMapping.IDENTITY, -1));
        assertNull(PngHeightmap.pamSidecar(new GridFrame(10, 20, 30, 30), new SampleMapping(-0.0, 1), -1));
    }

    @Test
    void voidsGiveTheNoDataSampleEvenUnderTheIdentity() {
        assertEquals("""
                <PAMDataset>
                  <PAMRasterBand band="1">
                    <NoDataValue>0</NoDataValue>
                    <Offset>0.0</Offset>
                    <Scale>1.0</Scale>
                  </PAMRasterBand>
                </PAMDataset>
                """, PngHeightmap.pamSidecar(GridFrame.UNIT, SampleMapping.IDENTITY, 0));
    }

    /** UTM 33N, origin (500015, -6100015), spacing 30: the grid's corner half a pixel west and north. */
    @Test
    void aGeoreferencedFrameKeepsItsGridAndAddsTheBand() {
        GridFrame frame = new GridFrame(500015, -6100015, 30, 30)
                .withGeoreference(Georeference.in(CoordinateSystem.ofEpsg(32633)));
        String xml = PngHeightmap.pamSidecar(frame, new SampleMapping(-12.5, 0.25), -1);
        assertTrue(xml.startsWith("<PAMDataset>\n  <SRS dataAxisToSRSAxisMapping=\"1,2\">"), xml);
        assertTrue(xml.endsWith("""
                  <GeoTransform>500000.0, 30.0, 0, 6100030.0, 0, -30.0</GeoTransform>
                  <Metadata>
                    <MDI key="AREA_OR_POINT">Area</MDI>
                  </Metadata>
                  <PAMRasterBand band="1">
                    <Offset>-12.5</Offset>
                    <Scale>0.25</Scale>
                  </PAMRasterBand>
                </PAMDataset>
                """), xml);
    }

    /** A scale of 1/65535 and a fractional offset read back exactly as doubles from the XML. */
    @Test
    void theNumbersReadBackExactly() throws Exception {
        SampleMapping m = new SampleMapping(-1234.567, 1.0 / 65535);
        Element band = band(PngHeightmap.pamSidecar(GridFrame.UNIT, m, -1));
        assertEquals("1", band.getAttribute("band"));
        assertEquals(m.offset(), Double.parseDouble(band.getElementsByTagName("Offset").item(0).getTextContent()));
        assertEquals(m.scale(), Double.parseDouble(band.getElementsByTagName("Scale").item(0).getTextContent()));
        assertEquals(0, band.getElementsByTagName("NoDataValue").getLength());
    }

    /** write: a fitted mapping on an ungeoreferenced field leaves the band's sidecar; the identity removes it. */
    @Test
    void writeLeavesTheSidecarOnlyWhenItSaysSomething() throws Exception {
        Heightfield h = Heightfield.of(3, 2, new float[] {100, 101, 102, 103, 104, 180});
        Path png = dir.resolve("h.png");
        SampleMapping m = PngHeightmap.write(h, png);
        assertEquals(80.0 / 65535, m.scale(), 1e-15);
        Element band = band(Files.readString(PngHeightmap.auxOf(png), StandardCharsets.UTF_8));
        assertEquals(100, Double.parseDouble(band.getElementsByTagName("Offset").item(0).getTextContent()));
        assertEquals(m.scale(), Double.parseDouble(band.getElementsByTagName("Scale").item(0).getTextContent()));
        PngHeightmap.write(h, png, SampleMapping.IDENTITY);
        assertFalse(Files.exists(PngHeightmap.auxOf(png)));
    }

    private static Element band(String xml) throws Exception {
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        assertEquals("PAMDataset", doc.getDocumentElement().getTagName());
        assertEquals(1, doc.getElementsByTagName("PAMRasterBand").getLength(), xml);
        return (Element) doc.getElementsByTagName("PAMRasterBand").item(0);
    }
}
