// Runs Mapbox's delatin (npm package delatin, greedy Delaunay insertion) on a raw little-endian float32
// grid and prints one line of JSON: {"triangles":n,"vertices":n,"maxError":e}.
// Usage: NODE_PATH=<dir>/node_modules node delatin.js FILE COLUMNS ROWS MAX_ERROR
'use strict';
const fs = require('fs');
const path = require('path');

(async () => {
    const [file, columns, rows, maxError] = [process.argv[2], +process.argv[3], +process.argv[4], +process.argv[5]];
    // delatin is an ES module: import it by path from NODE_PATH
    const dir = process.env.NODE_PATH.split(path.delimiter)[0];
    const Delatin = (await import(path.join(dir, 'delatin', 'index.js'))).default;
    const bytes = fs.readFileSync(file);
    const data = new Float32Array(bytes.buffer, bytes.byteOffset, columns * rows);
    const tin = new Delatin(data, columns, rows);
    tin.run(maxError);
    console.log(JSON.stringify({triangles: tin.triangles.length / 3, vertices: tin.coords.length / 2,
        maxError: tin.getMaxError()}));
})().catch(e => { console.error(String(e)); process.exit(2); });
