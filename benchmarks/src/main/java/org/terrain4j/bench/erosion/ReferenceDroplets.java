package org.terrain4j.bench.erosion;

import java.util.Random;

/**
 * Calibration baseline, not a peer library: the droplet method restated the way the widely used code
 * is structured (a brush list of indices and weights precomputed for every sample, the brush hung on
 * the drop's cell corner, float arithmetic, one {@link Random} stream), single-threaded, with the
 * defaults radius 3, inertia 0.05, capacity 4, minimum 0.01, erosion 0.3, deposition 0.3,
 * evaporation 0.01, gravity 4, 30 steps. The speed is clamped at zero before the square root so NaN does
 * not enter the timing. The issue measured such a restatement at about 100 000 drops/s on this kind of
 * machine, so our ratio to it in the same run translates our figure to an unloaded machine.
 *
 * <p>Not thread-safe.
 */
final class ReferenceDroplets {

    private final int size;
    private final int[][] brushIndices;
    private final float[][] brushWeights;

    ReferenceDroplets(int size, int radius) {
        this.size = size;
        int n = size * size;
        brushIndices = new int[n][];
        brushWeights = new float[n][];
        int[] idx = new int[(2 * radius + 1) * (2 * radius + 1)];
        float[] w = new float[idx.length];
        for (int i = 0; i < n; i++) {
            int cx = i % size;
            int cz = i / size;
            int count = 0;
            float sum = 0;
            for (int dz = -radius; dz <= radius; dz++) {
                for (int dx = -radius; dx <= radius; dx++) {
                    float d2 = dx * dx + dz * dz;
                    int x = cx + dx;
                    int z = cz + dz;
                    if (d2 < radius * radius && x >= 0 && x < size && z >= 0 && z < size) {
                        float weight = 1 - (float) Math.sqrt(d2) / radius;
                        sum += weight;
                        w[count] = weight;
                        idx[count++] = z * size + x;
                    }
                }
            }
            brushIndices[i] = java.util.Arrays.copyOf(idx, count);
            brushWeights[i] = new float[count];
            for (int k = 0; k < count; k++) {
                brushWeights[i][k] = w[k] / sum;
            }
        }
    }

    void erode(float[] map, int drops, long seed) {
        Random random = new Random(seed);
        for (int d = 0; d < drops; d++) {
            float x = random.nextFloat() * (size - 1);
            float z = random.nextFloat() * (size - 1);
            float dirX = 0;
            float dirZ = 0;
            float speed = 1;
            float water = 1;
            float sediment = 0;
            for (int step = 0; step < 30; step++) {
                int cx = (int) x;
                int cz = (int) z;
                int node = cz * size + cx;
                float ox = x - cx;
                float oz = z - cz;
                float[] hg = heightAndGradient(map, x, z);
                dirX = dirX * 0.05f - hg[1] * 0.95f;
                dirZ = dirZ * 0.05f - hg[2] * 0.95f;
                float len = (float) Math.sqrt(dirX * dirX + dirZ * dirZ);
                if (len != 0) {
                    dirX /= len;
                    dirZ /= len;
                }
                x += dirX;
                z += dirZ;
                if ((dirX == 0 && dirZ == 0) || x < 0 || x >= size - 1 || z < 0 || z >= size - 1) {
                    break;
                }
                float dh = heightAndGradient(map, x, z)[0] - hg[0];
                float cap = Math.max(-dh * speed * water * 4, 0.01f);
                if (sediment > cap || dh > 0) {
                    float amount = dh > 0 ? Math.min(dh, sediment) : (sediment - cap) * 0.3f;
                    sediment -= amount;
                    map[node] += amount * (1 - ox) * (1 - oz);
                    map[node + 1] += amount * ox * (1 - oz);
                    map[node + size] += amount * (1 - ox) * oz;
                    map[node + size + 1] += amount * ox * oz;
                } else {
                    float amount = Math.min((cap - sediment) * 0.3f, -dh);
                    int[] bi = brushIndices[node];
                    float[] bw = brushWeights[node];
                    for (int k = 0; k < bi.length; k++) {
                        float e = amount * bw[k];
                        float take = map[bi[k]] < e ? map[bi[k]] : e;
                        map[bi[k]] -= take;
                        sediment += take;
                    }
                }
                float v2 = speed * speed - dh * 4;
                speed = (float) Math.sqrt(Math.max(v2, 0));
                water *= 0.99f;
            }
        }
    }

    private float[] heightAndGradient(float[] map, float x, float z) {
        int cx = (int) x;
        int cz = (int) z;
        float ox = x - cx;
        float oz = z - cz;
        int i = cz * size + cx;
        float h00 = map[i];
        float h10 = map[i + 1];
        float h01 = map[i + size];
        float h11 = map[i + size + 1];
        float gx = (h10 - h00) * (1 - oz) + (h11 - h01) * oz;
        float gz = (h01 - h00) * (1 - ox) + (h11 - h10) * ox;
        float h = h00 * (1 - ox) * (1 - oz) + h10 * ox * (1 - oz) + h01 * (1 - ox) * oz + h11 * ox * oz;
        return new float[] {h, gx, gz};
    }
}
