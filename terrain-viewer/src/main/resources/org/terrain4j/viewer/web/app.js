// terrain4j's viewer page: the world as vertex-coloured meshes lit by the day cycle, water moving by the
// water formulas in a shader, an orbit and a fly camera, and the range editor. Everything it needs comes
// from its own server: /world.json, /tile/COL/ROW, /stream (which tiles to lay and release, for an endless
// grid), /editor.json, POST /editor.
import * as THREE from '/three/three.module.min.js';
import { makeDay, makeWater, waterGlsl, evalWaterGlsl, srgbEncode } from '/static/sky.js';

THREE.ColorManagement.enabled = false; // the shaders decode and encode sRGB themselves

const COMMON = `
uniform vec3 sunDir; uniform vec3 sunColour; uniform float sunStrength; uniform vec3 fill;
uniform vec3 fogColour; uniform float fogNear; uniform float fogFar; uniform float idPass;
vec3 lightAt(vec3 n) { return fill + sunColour * sunStrength * max(0.0, dot(n, sunDir)); }
vec3 fogged(vec3 c, float dist) { return mix(c, fogColour, smoothstep(fogNear, fogFar, dist)); }
vec3 encodeSrgb(vec3 l) {
  vec3 c = clamp(l, 0.0, 1.0);
  return mix(c * 12.92, 1.055 * pow(c, vec3(1.0 / 2.4)) - 0.055, step(vec3(0.0031308), c));
}
vec3 decodeSrgb(vec3 s) {
  return mix(s / 12.92, pow((s + 0.055) / 1.055, vec3(2.4)), step(vec3(0.04045), s));
}
`;

const GROUND_VS = `
attribute vec3 albedo;
varying vec3 vAlbedo; varying vec3 vNormal; varying vec3 vWorld;
${COMMON}
void main() {
  vAlbedo = decodeSrgb(albedo);
  vNormal = normal;
  vec4 w = modelMatrix * vec4(position, 1.0);
  vWorld = w.xyz;
  gl_Position = projectionMatrix * viewMatrix * w;
}`;
const GROUND_FS = `
varying vec3 vAlbedo; varying vec3 vNormal; varying vec3 vWorld;
${COMMON}
void main() {
  vec3 c = vAlbedo * lightAt(normalize(vNormal));
  // idPass 1: ground red, water blue (which pixel is which); 2: the ground's own colour, unlit and unfogged
  gl_FragColor = idPass > 1.5 ? vec4(encodeSrgb(vAlbedo), 1.0) : idPass > 0.5 ? vec4(1.0, 0.0, 0.0, 1.0)
      : vec4(encodeSrgb(fogged(c, distance(vWorld, cameraPosition))), 1.0);
}`;

const state = {
  world: null, day: null, water: null, phase: 0.5, time: 0, running: false, paused: false,
  mode: 'orbit', tiles: new Map(), version: -1,
  // frameMs: the time between one frame and the next (the last 4000), for the frame budget; frameAt: when
  // each of those frames began, renderMs: the script's time in each frame's render call (performance.now(), ms);
  // tiles: each tile laid, {key, asked, fetched, laid} (performance.now(), ms)
  // longTasks: the main thread's tasks over 50 ms, [start, duration] (the browser's long-task timing: scripts and
  // their garbage collection alike)
  stats: { fetchMs: [], layMs: [], frames: 0, frameMs: [], frameAt: [], renderMs: [], tiles: [], longTasks: [] }, loads: 0,
  // streaming: every tile requested in order, every step taken, the tiles asked for a step
  requests: [], steps: [], streaming: false, perStep: 1, lastStep: null,
};
window.terrain4j = { ready: false, errors: [], state };

if (typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes || []).includes('longtask')) {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.stats.longTasks.push([e.startTime, e.duration]);
    if (state.stats.longTasks.length > 4000) state.stats.longTasks.splice(0, state.stats.longTasks.length - 4000);
  }).observe({ type: 'longtask' });
}

const canvas = document.getElementById('view');
const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
renderer.outputColorSpace = THREE.LinearSRGBColorSpace;
renderer.setPixelRatio(1);
const scene = new THREE.Scene();
const camera = new THREE.PerspectiveCamera(55, 1, 2, 40000);
const uniforms = {
  sunDir: { value: new THREE.Vector3(0, 1, 0) }, sunColour: { value: new THREE.Vector3(1, 1, 1) },
  sunStrength: { value: 1 }, fill: { value: new THREE.Vector3(0.35, 0.35, 0.35) },
  fogColour: { value: new THREE.Vector3(0.5, 0.6, 0.7) }, fogNear: { value: 9000 }, fogFar: { value: 26000 },
  time: { value: 0 }, daylight: { value: 1 }, sheenColour: { value: new THREE.Vector3(1, 1, 1) },
  idPass: { value: 0 }, waterFade: { value: 1 },
};

function resize() {
  const w = canvas.clientWidth || window.innerWidth;
  const h = canvas.clientHeight || window.innerHeight;
  renderer.setSize(w, h, false);
  camera.aspect = w / h;
  camera.updateProjectionMatrix();
}
window.addEventListener('resize', resize);

// ---------- cameras
const orbit = { target: new THREE.Vector3(0, 0, 0), distance: 14000, yaw: 0.6, pitch: 0.62 };
const fly = { pos: new THREE.Vector3(), yaw: 0, pitch: -0.15, speed: 120 };
function placeCamera() {
  if (state.mode === 'orbit') {
    const cp = Math.cos(orbit.pitch);
    camera.position.set(orbit.target.x + orbit.distance * cp * Math.sin(orbit.yaw),
      orbit.target.y + orbit.distance * Math.sin(orbit.pitch),
      orbit.target.z + orbit.distance * cp * Math.cos(orbit.yaw));
    camera.lookAt(orbit.target);
  } else {
    camera.position.copy(fly.pos);
    const d = new THREE.Vector3(-Math.sin(fly.yaw) * Math.cos(fly.pitch), Math.sin(fly.pitch), -Math.cos(fly.yaw) * Math.cos(fly.pitch));
    camera.lookAt(fly.pos.clone().add(d));
  }
}
let drag = null;
canvas.addEventListener('pointerdown', (e) => { drag = { x: e.clientX, y: e.clientY, button: e.button }; canvas.setPointerCapture(e.pointerId); });
canvas.addEventListener('pointerup', () => { drag = null; });
canvas.addEventListener('pointermove', (e) => {
  if (!drag) return;
  const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
  drag.x = e.clientX; drag.y = e.clientY;
  if (state.mode === 'orbit') {
    if (drag.button === 2) {
      const s = orbit.distance / 1000;
      orbit.target.x -= (Math.cos(orbit.yaw) * dx) * s; orbit.target.z -= (-Math.sin(orbit.yaw) * dx) * s;
      orbit.target.x -= (Math.sin(orbit.yaw) * dy) * s; orbit.target.z -= (Math.cos(orbit.yaw) * dy) * s;
    } else {
      orbit.yaw -= dx * 0.005;
      orbit.pitch = Math.max(0.05, Math.min(1.5, orbit.pitch + dy * 0.005));
    }
  } else {
    fly.yaw -= dx * 0.004;
    fly.pitch = Math.max(-1.4, Math.min(1.4, fly.pitch - dy * 0.004));
  }
});
canvas.addEventListener('contextmenu', (e) => e.preventDefault());
canvas.addEventListener('wheel', (e) => {
  e.preventDefault();
  if (state.mode === 'orbit') orbit.distance = Math.max(200, Math.min(40000, orbit.distance * Math.exp(e.deltaY * 0.001)));
  else fly.speed = Math.max(10, Math.min(2000, fly.speed * Math.exp(-e.deltaY * 0.001)));
}, { passive: false });
function setMode(m) {
  if (m === 'fly' && state.mode === 'orbit') {
    fly.pos.copy(camera.position);
    fly.yaw = orbit.yaw; fly.pitch = -orbit.pitch * 0.5;
  }
  state.mode = m;
  document.getElementById('camera').textContent = m === 'orbit' ? 'fly' : 'orbit';
}
document.getElementById('camera').addEventListener('click', () => setMode(state.mode === 'orbit' ? 'fly' : 'orbit'));

// ---------- day
const phaseInput = document.getElementById('phase');
phaseInput.addEventListener('input', () => setPhase(Number(phaseInput.value)));
document.getElementById('run').addEventListener('change', (e) => { state.running = e.target.checked; });
function setPhase(p) {
  state.phase = p - Math.floor(p);
  phaseInput.value = String(state.phase);
  const minutes = Math.round(state.phase * 24 * 60) % (24 * 60);
  document.getElementById('clock').textContent = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
function applyDay() {
  const s = state.day.at(state.phase);
  uniforms.sunDir.value.set(...s.sun);
  uniforms.sunColour.value.set(...s.sunColour);
  uniforms.sunStrength.value = s.sunStrength;
  uniforms.fill.value.set(...s.fill);
  uniforms.fogColour.value.set(...s.fog);
  uniforms.daylight.value = s.daylight;
  renderer.setClearColor(new THREE.Color(srgbEncode(s.sky[0]), srgbEncode(s.sky[1]), srgbEncode(s.sky[2])), 1);
  return s;
}

// ---------- tiles
function groundMaterial() {
  return new THREE.ShaderMaterial({ uniforms, vertexShader: GROUND_VS, fragmentShader: GROUND_FS });
}
function waterMaterial() {
  const vs = `
attribute vec3 albedo; attribute float shore; attribute vec2 shoreGrad;
varying vec3 vAlbedo; varying vec3 vWorld; varying float vShore; varying vec2 vGrad;
uniform float time;
${COMMON}
${waterGlsl(state.world.water)}
void main() {
  vAlbedo = decodeSrgb(albedo);
  vec4 w = modelMatrix * vec4(position, 1.0);
  w.y += waterHeight(w.xz, time, shore);
  vWorld = w.xyz; vShore = shore; vGrad = shoreGrad;
  gl_Position = projectionMatrix * viewMatrix * w;
}`;
  const fs = `
varying vec3 vAlbedo; varying vec3 vWorld; varying float vShore; varying vec2 vGrad;
uniform float time; uniform float daylight; uniform vec3 sheenColour; uniform float waterFade;
${COMMON}
${waterGlsl(state.world.water)}
void main() {
  // the metres of surface this pixel spans: the trains whose crests close to a few pixels fade to their mean
  float fp = waterFade * max(length(dFdx(vWorld.xz)), length(dFdy(vWorld.xz)));
  vec3 n = waterNormal(vWorld.xz, time, vShore, vGrad, fp);
  vec3 c = vAlbedo * lightAt(n);
  // the sheen's colour laid over at most 35 % (Water.sheen in [0, 1] is the weight's shape)
  c = mix(c, sheenColour, 0.35 * waterSheen(vWorld.xz, time, vShore, daylight, fp));
  gl_FragColor = idPass > 0.5 ? vec4(0.0, 0.0, 1.0, 1.0) : vec4(encodeSrgb(fogged(c, distance(vWorld, cameraPosition))), 1.0);
}`;
  // drawn a few depth steps nearer than it is, so a lake bed a metre or two under the surface does not
  // show through it from kilometres off, where one depth step is metres
  return new THREE.ShaderMaterial({ uniforms, vertexShader: vs, fragmentShader: fs,
    polygonOffset: true, polygonOffsetFactor: -1, polygonOffsetUnits: -4 });
}

function decodeTile(buf) {
  const dv = new DataView(buf);
  if (dv.getInt32(0, true) !== 0x544A3454) throw new Error('not a terrain4j tile');
  const nc = dv.getInt32(8, true), nr = dv.getInt32(12, true);
  const sx = dv.getFloat64(16, true), sz = dv.getFloat64(24, true);
  const ox = dv.getFloat64(32, true), oz = dv.getFloat64(40, true);
  const n = nc * nr;
  return {
    nc, nr, sx, sz, ox, oz,
    h: new Float32Array(buf, 48, n), surface: new Float32Array(buf, 48 + 4 * n, n),
    shore: new Float32Array(buf, 48 + 8 * n, n), rgb: new Uint8Array(buf, 48 + 12 * n, 3 * n),
  };
}

function layTile(t) {
  const { nc, nr, sx, sz, ox, oz, h, surface, shore, rgb } = t;
  const n = nc * nr;
  const pos = new Float32Array(3 * n), nor = new Float32Array(3 * n);
  const at = (c, r) => h[Math.min(nr - 1, Math.max(0, r)) * nc + Math.min(nc - 1, Math.max(0, c))];
  for (let r = 0; r < nr; r++) {
    for (let c = 0; c < nc; c++) {
      const i = r * nc + c;
      pos[3 * i] = ox + c * sx; pos[3 * i + 1] = h[i]; pos[3 * i + 2] = oz + r * sz;
      // central differences, clamped at the edges: the normal the PNG writer shades with
      const gx = (at(c + 1, r) - at(c - 1, r)) / (2 * sx), gz = (at(c, r + 1) - at(c, r - 1)) / (2 * sz);
      const l = Math.hypot(gx, 1, gz);
      nor[3 * i] = -gx / l; nor[3 * i + 1] = 1 / l; nor[3 * i + 2] = -gz / l;
    }
  }
  const idx = new Uint32Array(6 * (nc - 1) * (nr - 1));
  let k = 0;
  for (let r = 0; r < nr - 1; r++) {
    for (let c = 0; c < nc - 1; c++) {
      const a = r * nc + c, b = a + 1, d = a + nc, e = d + 1;
      idx[k++] = a; idx[k++] = d; idx[k++] = b; idx[k++] = b; idx[k++] = d; idx[k++] = e;
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.BufferAttribute(pos, 3));
  g.setAttribute('normal', new THREE.BufferAttribute(nor, 3));
  g.setAttribute('albedo', new THREE.BufferAttribute(rgb, 3, true));
  g.setIndex(new THREE.BufferAttribute(idx, 1));
  const group = new THREE.Group();
  const ground = new THREE.Mesh(g, groundMaterial());
  ground.frustumCulled = false;
  group.add(ground);
  // water: every cell with a wet corner; a dry corner sits under the ground, so the shore is where they cross
  const wet = (i) => !Number.isNaN(surface[i]);
  const wIdx = [];
  for (let r = 0; r < nr - 1; r++) {
    for (let c = 0; c < nc - 1; c++) {
      const a = r * nc + c, b = a + 1, d = a + nc, e = d + 1;
      if (wet(a) || wet(b) || wet(d) || wet(e)) wIdx.push(a, d, b, b, d, e);
    }
  }
  if (wIdx.length > 0) {
    const wpos = new Float32Array(3 * n), wrgb = new Uint8Array(3 * n), grad = new Float32Array(2 * n);
    const sh = (c, r) => shore[Math.min(nr - 1, Math.max(0, r)) * nc + Math.min(nc - 1, Math.max(0, c))];
    for (let r = 0; r < nr; r++) {
      for (let c = 0; c < nc; c++) {
        const i = r * nc + c;
        wpos[3 * i] = pos[3 * i]; wpos[3 * i + 2] = pos[3 * i + 2];
        let y = surface[i], src = i;
        if (Number.isNaN(y)) {
          y = h[i] - 2;
          for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]]) {
            const cc = c + dc, rr = r + dr;
            if (cc >= 0 && rr >= 0 && cc < nc && rr < nr && wet(rr * nc + cc)) { y = Math.min(y, surface[rr * nc + cc] - 2); src = rr * nc + cc; }
          }
        }
        wpos[3 * i + 1] = y;
        wrgb.set(rgb.subarray(3 * src, 3 * src + 3), 3 * i);
        grad[2 * i] = (sh(c + 1, r) - sh(c - 1, r)) / (2 * sx);
        grad[2 * i + 1] = (sh(c, r + 1) - sh(c, r - 1)) / (2 * sz);
      }
    }
    const wg = new THREE.BufferGeometry();
    wg.setAttribute('position', new THREE.BufferAttribute(wpos, 3));
    wg.setAttribute('albedo', new THREE.BufferAttribute(wrgb, 3, true));
    wg.setAttribute('shore', new THREE.BufferAttribute(new Float32Array(shore), 1));
    wg.setAttribute('shoreGrad', new THREE.BufferAttribute(grad, 2));
    wg.setIndex(new THREE.BufferAttribute(new Uint32Array(wIdx), 1));
    const wm = new THREE.Mesh(wg, waterMaterial());
    wm.frustumCulled = false;
    group.add(wm);
  }
  return group;
}

// beforeLay (measurements only): called between fetching and laying, no frame between it and the laying
async function loadTile(col, row, beforeLay) {
  const t0 = performance.now();
  state.requests.push(`${col},${row}`);
  const res = await fetch(`/tile/${col}/${row}`);
  if (!res.ok) throw new Error(`tile ${col},${row}: HTTP ${res.status}`);
  const buf = await res.arrayBuffer();
  if (beforeLay) beforeLay();
  const t1 = performance.now();
  const tile = decodeTile(buf);
  const group = layTile(tile);
  releaseTile(`${col},${row}`);
  scene.add(group);
  state.tiles.set(`${col},${row}`, { group, tile });
  const t2 = performance.now();
  state.loads++;
  state.stats.fetchMs.push(t1 - t0);
  state.stats.layMs.push(t2 - t1);
  state.stats.tiles.push({ key: `${col},${row}`, asked: t0, fetched: t1, laid: t2 });
  if (state.stats.tiles.length > 4000) state.stats.tiles.shift();
  document.getElementById('status').textContent =
    `${state.world.name}: tile generated and fetched in ${Math.round(t1 - t0)} ms, laid in ${Math.round(t2 - t1)} ms`;
  return tile;
}

function releaseTile(key) {
  const old = state.tiles.get(key);
  if (!old) return;
  scene.remove(old.group);
  old.group.traverse((o) => { if (o.geometry) o.geometry.dispose(); if (o.material) o.material.dispose(); });
  state.tiles.delete(key);
}

// An edit changes every tile; streamed, only tile (0, 0) is laid again (the others stay as drawn until released).
async function reloadTiles() {
  if (state.world.stream) {
    if (state.tiles.has('0,0')) await loadTile(0, 0);
    return;
  }
  for (const [c, r] of state.world.tiles) await loadTile(c, r);
}

// ---------- streaming: the viewpoint is the fly camera, or the point the orbit camera turns about
function viewpoint() {
  return state.mode === 'fly' ? [camera.position.x, camera.position.z] : [orbit.target.x, orbit.target.z];
}
// One step of the server's policy: release what it names, then lay what it names, in its order.
async function streamStep(n) {
  if (state.streaming) return null;
  state.streaming = true;
  try {
    placeCamera();
    // to the centimetre: a small coordinate written in full runs to 18 digits after the point
    const [x, z] = viewpoint().map((v) => Math.round(v * 100) / 100);
    const laid = [...state.tiles.keys()].sort();
    const ask = Math.max(1, Math.min(16, n || state.perStep));
    const res = await fetch(`/stream?x=${x.toFixed(2)}&z=${z.toFixed(2)}&n=${ask}&laid=${laid.join(';')}`);
    if (!res.ok) throw new Error(`stream: HTTP ${res.status} ${await res.text()}`);
    const s = await res.json();
    const step = { x, z, n: ask, laid, lay: s.lay.map(([c, r]) => `${c},${r}`), release: s.release.map(([c, r]) => `${c},${r}`) };
    state.steps.push(step);
    for (const k of step.release) releaseTile(k);
    for (const [c, r] of s.lay) await loadTile(c, r);
    state.lastStep = { x, z, at: performance.now(), busy: s.lay.length + s.release.length > 0 };
    return step;
  } finally {
    state.streaming = false;
  }
}
function streamTick() {
  if (!state.world || !state.world.stream || state.streaming) return;
  const [x, z] = viewpoint();
  const l = state.lastStep;
  if (l && !l.busy && Math.hypot(x - l.x, z - l.z) < 10 && performance.now() - l.at < 1000) return;
  streamStep().catch((e) => { document.getElementById('status').textContent = String(e); });
}

// ---------- editor
const editor = { open: false, data: null, items: [], cursor: 0, chosen: -1, posted: [] };
const panel = document.getElementById('editor');
async function fetchEditor() {
  const res = await fetch('/editor.json');
  editor.data = await res.json();
  renderEditor();
  editor.fetched = (editor.fetched || 0) + 1;
}
function editorItems() {
  const d = editor.data;
  const items = [];
  if (!d || !d.editable) return items;
  const seen = new Set();
  d.rows.forEach((row) => {
    if (!seen.has(row.placement)) {
      seen.add(row.placement);
      items.push({ kind: 'element', placement: row.placement, label: row.element });
    }
    if (row.placement === editor.chosen) {
      items.push({ kind: 'range', row: d.rows.indexOf(row), data: row });
    }
  });
  return items;
}
function fmt(v) { return Math.abs(v) >= 100 ? v.toFixed(0) : Number(v.toPrecision(4)).toString(); }
function renderEditor() {
  const d = editor.data;
  document.getElementById('refusal').hidden = !d || d.editable;
  if (d && !d.editable) document.getElementById('refusal').textContent = d.refusal;
  document.getElementById('restore').disabled = !d || !d.editable;
  document.getElementById('runway').disabled = !d || !d.editable;
  if (d && d.editable) document.getElementById('runway').checked = d.runway;
  editor.items = editorItems();
  editor.cursor = Math.max(0, Math.min(editor.items.length - 1, editor.cursor));
  const ul = document.getElementById('rows');
  ul.replaceChildren();
  editor.items.forEach((it, i) => {
    const li = document.createElement('li');
    li.className = it.kind + (i === editor.cursor ? ' cursor' : '');
    if (it.kind === 'element') {
      li.textContent = it.label;
      li.dataset.placement = String(it.placement);
    } else {
      const r = it.data;
      li.textContent = `${r.range} ${r.kind} ${fmt(r.value)}${r.kind === 'LIGHT' || r.kind === 'DARK' ? ' %' : (r.unit ? ' ' + r.unit : '')}`;
      if (r.note) {
        const note = document.createElement('span');
        note.className = 'note';
        note.textContent = r.note;
        li.appendChild(note);
      }
      if (r.unseen) {
        const unseen = document.createElement('span');
        unseen.className = 'note unseen';
        unseen.textContent = 'cannot show: ' + r.unseen;
        li.appendChild(unseen);
      }
    }
    li.addEventListener('click', () => { editor.cursor = i; choose(); });
    ul.appendChild(li);
  });
}
function choose() {
  const it = editor.items[editor.cursor];
  if (!it) return;
  if (it.kind === 'element') {
    editor.chosen = editor.chosen === it.placement ? -1 : it.placement;
    renderEditor();
    const first = editor.items.findIndex((x) => x.kind === 'range');
    if (first >= 0) { editor.cursor = first; renderEditor(); }
  }
}
async function post(body) {
  editor.posted.push(body);
  const res = await fetch('/editor', { method: 'POST', headers: { 'X-Terrain4j': '1', 'Content-Type': 'application/x-www-form-urlencoded' }, body });
  if (!res.ok) { document.getElementById('status').textContent = await res.text(); return; }
  editor.data = await res.json();
  renderEditor();
  await reloadTiles();
}
async function step(presses) {
  const it = editor.items[editor.cursor];
  if (!it || it.kind !== 'range') return;
  await post(`op=step&row=${it.row}&presses=${presses}`);
}
document.getElementById('restore').addEventListener('click', () => post('op=restore'));
document.getElementById('runway').addEventListener('change', (e) => { editor.chosen = -1; post(`op=runway&on=${e.target.checked}`); });

// ---------- keys
const held = new Set();
window.addEventListener('keydown', (e) => {
  const k = e.key;
  if (k === 'l' || k === 'L') {
    editor.open = !editor.open;
    panel.hidden = !editor.open;
    if (editor.open) fetchEditor();
    return;
  }
  if (editor.open) {
    if (k === 'ArrowDown') { editor.cursor++; renderEditor(); e.preventDefault(); return; }
    if (k === 'ArrowUp') { editor.cursor--; renderEditor(); e.preventDefault(); return; }
    if (k === 'Enter') { choose(); return; }
    if (k === 'd' || k === 'D' || k === 'ArrowRight') { step(1); e.preventDefault(); return; }
    if (k === 'a' || k === 'A' || k === 'ArrowLeft') { step(-1); e.preventDefault(); return; }
  }
  if (k === 'f' || k === 'F') { setMode(state.mode === 'orbit' ? 'fly' : 'orbit'); return; }
  held.add(k.toLowerCase());
});
window.addEventListener('keyup', (e) => held.delete(e.key.toLowerCase()));

// ---------- frame loop: time not flown does not pass
let last = performance.now();
function frame(now) {
  state.stats.frameMs.push(now - last);
  state.stats.frameAt.push(now);
  if (state.stats.frameMs.length > 4000) { state.stats.frameMs.shift(); state.stats.frameAt.shift(); }
  const dt = Math.min(0.1, Math.max(0, (now - last) / 1000));
  last = now;
  if (!state.paused && !document.hidden) {
    state.time += dt;
    if (state.running) setPhase(state.phase + dt / 240);
    if (state.mode === 'fly') {
      if (held.has('w')) fly.speed = Math.min(2000, fly.speed * (1 + dt));
      if (held.has('s')) fly.speed = Math.max(10, fly.speed * (1 - dt));
      if (!editor.open) {
        if (held.has('a') || held.has('arrowleft')) fly.yaw += dt * 0.8;
        if (held.has('d') || held.has('arrowright')) fly.yaw -= dt * 0.8;
        if (held.has('arrowup')) fly.pitch = Math.min(1.4, fly.pitch + dt * 0.6);
        if (held.has('arrowdown')) fly.pitch = Math.max(-1.4, fly.pitch - dt * 0.6);
      }
      fly.pos.x += -Math.sin(fly.yaw) * Math.cos(fly.pitch) * fly.speed * dt;
      fly.pos.y += Math.sin(fly.pitch) * fly.speed * dt;
      fly.pos.z += -Math.cos(fly.yaw) * Math.cos(fly.pitch) * fly.speed * dt;
    }
    streamTick();
  }
  const r0 = performance.now();
  render();
  state.stats.renderMs.push(performance.now() - r0);
  if (state.stats.renderMs.length > 4000) state.stats.renderMs.shift();
  requestAnimationFrame(frame);
}
function render() {
  uniforms.time.value = state.time;
  applyDay();
  placeCamera();
  renderer.render(scene, camera);
  state.stats.frames++;
}

// ---------- hooks for tests and measurements
Object.assign(window.terrain4j, {
  setPhase(p) { setPhase(p); render(); },
  setTime(t) { state.time = t; render(); },
  idPass(on) { uniforms.idPass.value = on ? 1 : 0; render(); },
  albedoPass(on) { uniforms.idPass.value = on ? 2 : 0; render(); },
  // 1: far water fades to its mean (the page's way); 0: every crest drawn whatever its size on screen (tests only)
  waterFade(on) { uniforms.waterFade.value = on ? 1 : 0; render(); },
  pause(on) { state.paused = on; },
  setOrbit(o) { Object.assign(orbit, o); if (o.target) orbit.target = new THREE.Vector3(...o.target); setMode('orbit'); render(); },
  setFly(f) { setMode('fly'); fly.pos.set(...f.pos); fly.yaw = f.yaw; fly.pitch = f.pitch; fly.speed = f.speed; render(); },
  dayAt: (p) => state.day.at(p),
  waterJs: () => state.water,
  evalWaterGlsl: (samples) => evalWaterGlsl(state.world.water, samples),
  editor,
  render,
  // one step of the policy, after the step in flight (if any) ends
  async streamStep(n) {
    while (state.streaming) await new Promise((r) => setTimeout(r, 20));
    return streamStep(n);
  },
  laid: () => [...state.tiles.keys()].sort(),
  // the frame budget's probe (measurements only): tile (col, row) fetched again; the frames already sent to the
  // GPU (here SwiftShader) waited for (a one-pixel read waits for every draw before it); the tile laid and at once
  // (no frame between) the frame drawn twice, each draw waited for to its last pixel: the script's time to lay
  // it, and each draw's time in the render call and waiting, the first (the new buffers uploaded) and the next;
  // upFirst: drawn once before those looking straight up (buffers uploaded, vertices run, nothing rasterised)
  async probeLay(col, row, upFirst) {
    const gl = renderer.getContext(), px = new Uint8Array(4);
    const wait = () => { const t0 = performance.now(); gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px); return performance.now() - t0; };
    let backlog = 0;
    await loadTile(col, row, () => { backlog = wait(); });
    const t = state.stats.tiles.at(-1);
    const draw = (cam) => {
      const t0 = performance.now();
      if (cam) renderer.render(scene, cam); else render();
      const t1 = performance.now();
      return [t1 - t0, wait()];
    };
    let up = [0, 0];
    if (upFirst) {
      placeCamera();
      const c = camera.clone();
      c.lookAt(c.position.x, c.position.y + 1, c.position.z + 1e-3);
      up = draw(c);
    }
    const first = draw(), next = draw();
    return { backlogMs: backlog, fetchMs: t.fetched - t.asked, layMs: t.laid - t.fetched, upRenderMs: up[0], upWaitMs: up[1],
      firstRenderMs: first[0], firstWaitMs: first[1], nextRenderMs: next[0], nextWaitMs: next[1] };
  },
  memory: () => {
    let meshes = 0;
    scene.traverse((o) => { if (o.isMesh) meshes++; });
    return { geometries: renderer.info.memory.geometries, meshes };
  },
});

async function main() {
  resize();
  const res = await fetch('/world.json');
  state.world = await res.json();
  state.day = makeDay(state.world.day);
  state.water = makeWater(state.world.water);
  uniforms.sheenColour.value.set(...state.world.water.sheen);
  document.getElementById('title').textContent = `terrain4j · ${state.world.name}`;
  const size = Math.max(state.world.tileSizeX, state.world.tileSizeZ);
  orbit.distance = size * 0.9;
  uniforms.fogNear.value = size * 0.6;
  uniforms.fogFar.value = size * 1.8;
  camera.far = size * 3;
  if (state.world.stream) {
    // streamed, tiles are laid out to the draw distance and reach a tile's diagonal past it
    const d = state.world.stream.drawDistance;
    uniforms.fogNear.value = Math.max(uniforms.fogNear.value, d);
    uniforms.fogFar.value = Math.max(uniforms.fogFar.value, d + size * 1.5);
    camera.far = Math.max(camera.far, d + size * 2.5);
  }
  camera.near = Math.max(0.5, size / 20000);
  camera.updateProjectionMatrix();
  setPhase(0.5);
  if (state.world.stream) {
    state.perStep = Math.min(4, state.world.stream.perStep);
    await streamStep(); // the tile under the viewpoint first; the frame loop lays the rest
  } else {
    await reloadTiles();
  }
  window.terrain4j.ready = true;
  requestAnimationFrame(frame);
}
window.addEventListener('error', (e) => window.terrain4j.errors.push(String(e.message)));
main().catch((e) => { window.terrain4j.errors.push(String(e)); document.getElementById('status').textContent = String(e); });
