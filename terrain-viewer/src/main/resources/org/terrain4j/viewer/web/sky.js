// The day cycle and the water of org.terrain4j.world.sky (DayCycle, Water), the same formulas in
// JavaScript and GLSL; their parameters come from the server's /world.json, so both sides read one set of
// numbers. terrain-viewer's browser tests compare these with the Java functions on sampled inputs.
// No three.js here: plain functions, usable anywhere.

const TAU = 2 * Math.PI;
const RAD = Math.PI / 180;

function wrap(phase) {
  const p = phase - Math.floor(phase);
  return p >= 1 ? 0 : p;
}

function mix3(a, b, w) {
  return [a[0] + (b[0] - a[0]) * w, a[1] + (b[1] - a[1]) * w, a[2] + (b[2] - a[2]) * w];
}

function norm(v) {
  const l = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
}

/** sRGB transfer function (IEC 61966-2-1), linear [0, 1] to encoded [0, 1]. */
export function srgbEncode(l) {
  const c = Math.max(0, Math.min(1, l));
  return c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
}

/** sRGB code 0…255 to linear [0, 1]. */
export function srgbDecode(code) {
  const c = code / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

/** DayCycle: params = /world.json's "day". */
export function makeDay(params) {
  const az = params.azimuth * RAD;
  const alt = params.altitude * RAD;
  const noon = norm([Math.cos(alt) * Math.sin(az), Math.sin(alt), -Math.cos(alt) * Math.cos(az)]);
  const ea = az + Math.PI / 2;
  const east = norm([Math.sin(ea), 0, -Math.cos(ea)]);
  const keys = params.keys;
  const hold = params.hold;
  function arc(phase) {
    const p = wrap(phase);
    const h = TAU * (p - 0.5);
    const c = Math.cos(h);
    const s = Math.sin(h);
    return norm([c * noon[0] - s * east[0], c * noon[1] - s * east[1], c * noon[2] - s * east[2]]);
  }
  function at(phase) {
    const p = wrap(phase);
    const n = keys.length;
    let i = n - 1;
    while (i > 0 && keys[i].phase > p) i--;
    const a = keys[i];
    const b = keys[(i + 1) % n];
    let span = (b.phase - a.phase + 1) % 1;
    if (span === 0) span = 1;
    const s = ((p - a.phase + 1) % 1) / span;
    const w = s * s * (3 - 2 * s);
    let sun = arc(p);
    const minY = Math.sin(hold * RAD);
    if (sun[1] < minY) {
      const k = Math.cos(hold * RAD) / Math.hypot(sun[0], sun[2]);
      sun = norm([sun[0] * k, minY, sun[2] * k]);
    }
    return {
      phase: p,
      sky: mix3(a.sky, b.sky, w),
      fog: mix3(a.fog, b.fog, w),
      sun,
      sunColour: mix3(a.sunColour, b.sunColour, w),
      sunStrength: a.sunStrength + (b.sunStrength - a.sunStrength) * w,
      fill: mix3(a.fill, b.fill, w),
      daylight: a.daylight + (b.daylight - a.daylight) * w,
    };
  }
  return { at, arc };
}

function trains(params) {
  return params.trains.map((t) => {
    const k = TAU / t.wavelength;
    const th = t.heading * RAD;
    return { a: t.amplitude, lambda: t.wavelength, kx: k * Math.cos(th), kz: -k * Math.sin(th), w: Math.sqrt(params.gravity * k), phi: t.phase };
  });
}

// Water.detail: how much of a train of wavelength lambda a pixel spanning fp metres draws
function detail(params, lambda, fp) {
  const lo = lambda / params.fullPixels, hi = lambda / params.flatPixels;
  const u = Math.max(0, Math.min(1, (fp - lo) / (hi - lo)));
  return 1 - u * u * (3 - 2 * u);
}

/** Water: params = /world.json's "water". */
export function makeWater(params) {
  const tr = trains(params);
  const bank = params.bank;
  function bankFactor(d) {
    const u = Math.max(0, Math.min(1, d / bank));
    return u * u * (3 - 2 * u);
  }
  function bankSlope(d) {
    const u = d / bank;
    return u > 0 && u < 1 ? (6 * u * (1 - u)) / bank : 0;
  }
  const psi = (t, x, z, time) => t.kx * x + t.kz * z - t.w * time + t.phi;
  function height(x, z, time, d) {
    let s = 0;
    for (const t of tr) s += t.a * Math.sin(psi(t, x, z, time));
    return bankFactor(d) * s;
  }
  function normal(x, z, time, d, gx, gz, fp = 0) {
    let s = 0, sx = 0, sz = 0;
    for (const t of tr) {
      const p = psi(t, x, z, time);
      const a = t.a * detail(params, t.lambda, fp);
      s += a * Math.sin(p);
      const c = a * Math.cos(p);
      sx += c * t.kx;
      sz += c * t.kz;
    }
    const b = bankFactor(d);
    const db = bankSlope(d);
    return norm([-(b * sx + db * gx * s), 1, -(b * sz + db * gz * s)]);
  }
  function sheen(x, z, time, d, daylight, fp = 0) {
    let f = 0;
    for (const t of tr) {
      const p = psi(t, x, z, time);
      const face = 2 * Math.max(0, Math.sin(p)) * Math.max(0, -Math.cos(p));
      const dt = detail(params, t.lambda, fp);
      f += dt * face * face + (1 - dt) * params.meanFace;
    }
    return Math.min(1, f) * bankFactor(d) * Math.max(0, Math.min(1, daylight));
  }
  return { height, normal, sheen, bankFactor };
}

function glf(v) {
  const s = Number(v).toPrecision(17);
  return /[.eE]/.test(s) ? s : s + '.0';
}

/**
 * The water's functions in GLSL ES 3.0 (the trains' numbers written in as constants):
 * float waterBank(float d); float waterHeight(vec2 p, float t, float d);
 * vec3 waterNormal(vec2 p, float t, float d, vec2 g, float fp); float waterSheen(vec2 p, float t, float d, float daylight, float fp).
 * p is (x, z) in metres, t seconds, d metres to the shore, g the shore distance's gradient, fp the metres of
 * surface one pixel spans (0: full detail; Water.detail fades each train out as its crests close to a few pixels).
 */
export function waterGlsl(params) {
  const tr = trains(params);
  const consts = tr.map((t, i) =>
    `const vec2 W_K${i} = vec2(${glf(t.kx)}, ${glf(t.kz)});\nconst float W_L${i} = ${glf(t.lambda)};\n` +
    `const float W_A${i} = ${glf(t.a)};\nconst float W_W${i} = ${glf(t.w)};\nconst float W_P${i} = ${glf(t.phi)};\n`).join('');
  return `${consts}const float W_BANK = ${glf(params.bank)};
const float W_FULL = ${glf(params.fullPixels)}; const float W_FLAT = ${glf(params.flatPixels)}; const float W_MEAN = ${glf(params.meanFace)};
float waterDetail(float lambda, float fp) { return 1.0 - smoothstep(lambda / W_FULL, lambda / W_FLAT, fp); }
float waterBank(float d) { float u = clamp(d / W_BANK, 0.0, 1.0); return u * u * (3.0 - 2.0 * u); }
float waterBankSlope(float d) { float u = d / W_BANK; return (u > 0.0 && u < 1.0) ? 6.0 * u * (1.0 - u) / W_BANK : 0.0; }
// the time term is reduced modulo one period before it meets the position term, so that float32 keeps it
float waterPsi(vec2 k, float w, float ph, vec2 p, float t) {
  float period = 6.283185307179586 / w;
  float tt = t - period * floor(t / period);
  return dot(k, p) - w * tt + ph;
}
float waterHeight(vec2 p, float t, float d) {
  float s = W_A0 * sin(waterPsi(W_K0, W_W0, W_P0, p, t)) + W_A1 * sin(waterPsi(W_K1, W_W1, W_P1, p, t));
  return waterBank(d) * s;
}
vec3 waterNormal(vec2 p, float t, float d, vec2 g, float fp) {
  float p0 = waterPsi(W_K0, W_W0, W_P0, p, t);
  float p1 = waterPsi(W_K1, W_W1, W_P1, p, t);
  float a0 = W_A0 * waterDetail(W_L0, fp);
  float a1 = W_A1 * waterDetail(W_L1, fp);
  float s = a0 * sin(p0) + a1 * sin(p1);
  vec2 grad = a0 * cos(p0) * W_K0 + a1 * cos(p1) * W_K1;
  float b = waterBank(d);
  float db = waterBankSlope(d);
  vec2 full = b * grad + db * s * g;
  return normalize(vec3(-full.x, 1.0, -full.y));
}
float waterFace(float ps) { float f = 2.0 * max(0.0, sin(ps)) * max(0.0, -cos(ps)); return f * f; }
float waterSheen(vec2 p, float t, float d, float daylight, float fp) {
  float d0 = waterDetail(W_L0, fp);
  float d1 = waterDetail(W_L1, fp);
  float f = d0 * waterFace(waterPsi(W_K0, W_W0, W_P0, p, t)) + (1.0 - d0) * W_MEAN
      + d1 * waterFace(waterPsi(W_K1, W_W1, W_P1, p, t)) + (1.0 - d1) * W_MEAN;
  return min(1.0, f) * waterBank(d) * clamp(daylight, 0.0, 1.0);
}
`;
}

/**
 * Runs the GLSL water functions on the GPU through transform feedback (WebGL 2) for each sample
 * [x, z, t, d, gx, gz, daylight, footprint] and returns [height, nx, ny, nz, sheen] per sample.
 */
export function evalWaterGlsl(params, samples) {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl2');
  if (!gl) throw new Error('WebGL 2 is not available');
  const vs = `#version 300 es
precision highp float;
in vec4 a; in vec4 b;
out float oH; out vec3 oN; out float oS;
${waterGlsl(params)}
void main() {
  vec2 p = a.xy; float t = a.z; float d = a.w;
  oH = waterHeight(p, t, d);
  oN = waterNormal(p, t, d, b.xy, b.w);
  oS = waterSheen(p, t, d, b.z, b.w);
  gl_Position = vec4(0.0);
}`;
  const fs = `#version 300 es
precision highp float; out vec4 c; void main() { c = vec4(0.0); }`;
  const compile = (type, src) => {
    const s = gl.createShader(type);
    gl.shaderSource(s, src);
    gl.compileShader(s);
    if (!gl.getShaderParameter(s, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(s));
    return s;
  };
  const prog = gl.createProgram();
  gl.attachShader(prog, compile(gl.VERTEX_SHADER, vs));
  gl.attachShader(prog, compile(gl.FRAGMENT_SHADER, fs));
  gl.transformFeedbackVaryings(prog, ['oH', 'oN', 'oS'], gl.INTERLEAVED_ATTRIBS);
  gl.linkProgram(prog);
  if (!gl.getProgramParameter(prog, gl.LINK_STATUS)) throw new Error(gl.getProgramInfoLog(prog));
  gl.useProgram(prog);
  const n = samples.length;
  const ab = new Float32Array(n * 4);
  const bb = new Float32Array(n * 4);
  samples.forEach((s, i) => {
    ab.set([s[0], s[1], s[2], s[3]], i * 4);
    bb.set([s[4], s[5], s[6], s.length > 7 ? s[7] : 0], i * 4);
  });
  const bind = (data, name, size) => {
    const buf = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, buf);
    gl.bufferData(gl.ARRAY_BUFFER, data, gl.STATIC_DRAW);
    const loc = gl.getAttribLocation(prog, name);
    gl.enableVertexAttribArray(loc);
    gl.vertexAttribPointer(loc, size, gl.FLOAT, false, 0, 0);
  };
  bind(ab, 'a', 4);
  bind(bb, 'b', 4);
  const out = gl.createBuffer();
  gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, out);
  gl.bufferData(gl.TRANSFORM_FEEDBACK_BUFFER, n * 5 * 4, gl.STREAM_READ);
  gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, out);
  gl.enable(gl.RASTERIZER_DISCARD);
  gl.beginTransformFeedback(gl.POINTS);
  gl.drawArrays(gl.POINTS, 0, n);
  gl.endTransformFeedback();
  gl.disable(gl.RASTERIZER_DISCARD);
  const res = new Float32Array(n * 5);
  gl.getBufferSubData(gl.TRANSFORM_FEEDBACK_BUFFER, 0, res);
  const rows = [];
  for (let i = 0; i < n; i++) rows.push(Array.from(res.subarray(i * 5, i * 5 + 5)));
  return rows;
}
