// The self-contained page's script (HtmlPage): three.js and the GLB come base64-encoded in the page itself,
// so it opens from file:// with no server and no network. three.module.min.js imports three.core.min.js
// by a relative path; both are turned into blob: URLs and the import rewritten to the core's.
const b64 = (id) => {
  const s = atob(document.getElementById(id).textContent.trim());
  const a = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) a[i] = s.charCodeAt(i);
  return a;
};
const text = (id) => new TextDecoder().decode(b64(id));
const url = (src) => URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
window.terrain4j = { ready: false, errors: [] };
window.addEventListener('error', (e) => window.terrain4j.errors.push(String(e.message)));

async function main() {
  const coreUrl = url(text('three-core'));
  const THREE = await import(url(text('three-module').split('./three.core.min.js').join(coreUrl)));
  const params = JSON.parse(document.getElementById('day').textContent);
  const day = makeDay(params);
  const glb = b64('glb');
  const dv = new DataView(glb.buffer);
  if (dv.getUint32(0, true) !== 0x46546c67) throw new Error('not a GLB');
  const jsonLen = dv.getUint32(12, true);
  const gltf = JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + jsonLen)));
  const binStart = 20 + jsonLen + 8;
  const SIZE = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4 };
  const TYPES = { 5121: Uint8Array, 5123: Uint16Array, 5125: Uint32Array, 5126: Float32Array };
  const accessor = (i) => {
    const a = gltf.accessors[i];
    const v = gltf.bufferViews[a.bufferView];
    const T = TYPES[a.componentType];
    const n = a.count * SIZE[a.type];
    const arr = new T(glb.buffer.slice(binStart + (v.byteOffset || 0) + (a.byteOffset || 0),
      binStart + (v.byteOffset || 0) + (a.byteOffset || 0) + n * T.BYTES_PER_ELEMENT));
    return new THREE.BufferAttribute(arr, SIZE[a.type], !!a.normalized);
  };
  const canvas = document.getElementById('view');
  THREE.ColorManagement.enabled = false;
  const renderer = new THREE.WebGLRenderer({ canvas, preserveDrawingBuffer: true });
  renderer.outputColorSpace = THREE.LinearSRGBColorSpace;
  const scene = new THREE.Scene();
  const uniforms = {
    sunDir: { value: new THREE.Vector3() }, sunColour: { value: new THREE.Vector3() }, sunStrength: { value: 1 },
    fill: { value: new THREE.Vector3() },
  };
  const vs = `attribute vec4 albedo; varying vec3 vA; varying vec3 vN;
void main() { vA = albedo.rgb; vN = normal; gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }`;
  const fs = `uniform vec3 sunDir; uniform vec3 sunColour; uniform float sunStrength; uniform vec3 fill;
varying vec3 vA; varying vec3 vN;
vec3 enc(vec3 l) { vec3 c = clamp(l, 0.0, 1.0); return mix(c * 12.92, 1.055 * pow(c, vec3(1.0 / 2.4)) - 0.055, step(vec3(0.0031308), c)); }
void main() { vec3 n = normalize(vN); gl_FragColor = vec4(enc(vA * (fill + sunColour * sunStrength * max(0.0, dot(n, sunDir)))), 1.0); }`;
  const box = new THREE.Box3();
  for (const m of gltf.meshes) {
    for (const p of m.primitives) {
      const g = new THREE.BufferGeometry();
      g.setAttribute('position', accessor(p.attributes.POSITION));
      if (p.attributes.NORMAL !== undefined) g.setAttribute('normal', accessor(p.attributes.NORMAL));
      else g.computeVertexNormals();
      // glTF's COLOR_0 is linear; without one, a light grey
      if (p.attributes.COLOR_0 !== undefined) g.setAttribute('albedo', accessor(p.attributes.COLOR_0));
      else {
        const n = g.getAttribute('position').count;
        g.setAttribute('albedo', new THREE.BufferAttribute(new Float32Array(4 * n).fill(0.6), 4));
      }
      if (p.indices !== undefined) g.setIndex(accessor(p.indices));
      g.computeBoundingBox();
      box.union(g.boundingBox);
      scene.add(new THREE.Mesh(g, new THREE.ShaderMaterial({ uniforms, vertexShader: vs, fragmentShader: fs })));
    }
  }
  const size = box.getSize(new THREE.Vector3());
  const centre = box.getCenter(new THREE.Vector3());
  const reach = Math.max(size.x, size.z, size.y);
  const camera = new THREE.PerspectiveCamera(50, 1, reach / 1000, reach * 10);
  const orbit = { yaw: 0.6, pitch: 0.6, distance: reach * 1.3 };
  const slider = document.getElementById('phase');
  function render() {
    const w = canvas.clientWidth, h = canvas.clientHeight;
    renderer.setSize(w, h, false);
    camera.aspect = w / h;
    camera.updateProjectionMatrix();
    const s = day.at(Number(slider.value));
    uniforms.sunDir.value.set(...s.sun); uniforms.sunColour.value.set(...s.sunColour);
    uniforms.sunStrength.value = s.sunStrength; uniforms.fill.value.set(...s.fill);
    renderer.setClearColor(new THREE.Color(...s.sky.map(srgbEncode)), 1);
    const cp = Math.cos(orbit.pitch);
    camera.position.set(centre.x + orbit.distance * cp * Math.sin(orbit.yaw), centre.y + orbit.distance * Math.sin(orbit.pitch),
      centre.z + orbit.distance * cp * Math.cos(orbit.yaw));
    camera.lookAt(centre);
    renderer.render(scene, camera);
  }
  let drag = null;
  canvas.addEventListener('pointerdown', (e) => { drag = [e.clientX, e.clientY]; });
  window.addEventListener('pointerup', () => { drag = null; });
  canvas.addEventListener('pointermove', (e) => {
    if (!drag) return;
    orbit.yaw -= (e.clientX - drag[0]) * 0.005;
    orbit.pitch = Math.max(0.05, Math.min(1.5, orbit.pitch + (e.clientY - drag[1]) * 0.005));
    drag = [e.clientX, e.clientY];
    render();
  });
  canvas.addEventListener('wheel', (e) => { e.preventDefault(); orbit.distance *= Math.exp(e.deltaY * 0.001); render(); }, { passive: false });
  slider.addEventListener('input', render);
  window.addEventListener('resize', render);
  render();
  window.terrain4j.render = render;
  window.terrain4j.ready = true;
}
main().catch((e) => { window.terrain4j.errors.push(String(e)); document.getElementById('status').textContent = String(e); });
