// Runs the Khronos glTF validator (npm package gltf-validator) on .glb / .gltf files and prints one
// line of JSON per file: {"file":..., "errors":n, "warnings":n, "infos":n, "messages":[...]}.
// Usage: NODE_PATH=<dir>/node_modules node validate.js FILE...
// External resources of a .gltf (its .bin) are read from the file's directory.
'use strict';
const fs = require('fs');
const path = require('path');
const validator = require('gltf-validator');

async function check(file) {
    const bytes = new Uint8Array(fs.readFileSync(file));
    const report = await validator.validateBytes(bytes, {
        uri: path.basename(file),
        maxIssues: 50,
        externalResourceFunction: (uri) => new Promise((resolve, reject) => {
            try {
                resolve(new Uint8Array(fs.readFileSync(path.join(path.dirname(file), decodeURIComponent(uri)))));
            } catch (e) {
                reject(e.toString());
            }
        }),
    });
    const issues = report.issues;
    return {
        file: file,
        errors: issues.numErrors,
        warnings: issues.numWarnings,
        infos: issues.numInfos,
        messages: issues.messages.map(m => m.severity + ' ' + m.code + ' ' + (m.pointer || '') + ' ' + m.message),
    };
}

(async () => {
    let status = 0;
    for (const file of process.argv.slice(2)) {
        try {
            console.log(JSON.stringify(await check(file)));
        } catch (e) {
            console.log(JSON.stringify({file: file, failure: String(e)}));
            status = 2;
        }
    }
    process.exit(status);
})();
