import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';
import {
  BRAND_HEAD,
  FIRST_PAINT_FILE,
  fillMarkedRegions,
  type FirstPaintData,
} from '../src/brands/first-paint';
import { mayRecordCases, PARTNER_KINDS } from '../src/domain/partner-kinds';
import { LAST_COUNT_KEY } from '../src/services/storage/last-count';
import { STORAGE_KEYS } from '../src/services/storage/token-store';
import {
  FILL_ATTRIBUTE,
  FIRST_PAINT_ROUTE_ATTRIBUTE,
  HOME_ATTRIBUTE,
  NAME_MARK,
  SIGNED_IN_ATTRIBUTE,
} from '../src/ui/first-paint/shell-classes';

/*
 * The branded first paint, made at build time:
 *   1. builds src/ui/first-paint/render.tsx for Node (same vanilla-extract class names as the
 *      browser build) and renders every brand's head and static first screen;
 *   2. fills index.html with the default brand (what a CDN serving dist/ as files sends) and
 *      links the stylesheets that screen needs, so it paints styled before any script runs;
 *   3. adds the signed-in check, a few bytes of classic script that pick the partner variant;
 *   4. writes every brand's fragments to dist/.rinn/first-paint.json for the server.
 */

const RENDERER = 'src/ui/first-paint/render.tsx';
const SIGNED_IN_CHECK_NAME = 'signed-in.js';

/** The screens a signed-in partner's start needs besides the entry (fetched beside it). */
const PARTNER_START = [/src\/ui\/app\/session-actor\.ts$/, /src\/ui\/app\/ProtectedLayout\.tsx$/];
/** ...and opening on home, the home screen's. */
const HOME_START = [/src\/ui\/home\/HomeScreen\.tsx$/];

/** A string literal in ASCII only (the script's file carries no charset). */
const asciiString = (text: string) =>
  JSON.stringify(text).replace(
    /[^\x20-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * Part of the signed-in check: fills the partner variant in from what the device holds (the
 * profile the login kept, the home's count last seen: src/services/storage/last-count.ts)
 * before the first paint (src/ui/first-paint/shell-classes.ts says what is marked). It runs
 * once #root is parsed, when the first paint is whole: the page's render waits for #root
 * (index.html), and a mutation observer's callback runs before the next paint.
 */
const FILL_FROM_DEVICE =
  `var g=function(k){try{return JSON.parse(localStorage.getItem(k))||{}}catch(e){return{}}},` +
  `p=g(${JSON.stringify(STORAGE_KEYS.profile)}),c=g(${JSON.stringify(LAST_COUNT_KEY)}),` +
  `n=p.id&&c.user===p.id&&typeof c.count=='number'?c.count:null,` +
  `m=[p.first_name,p.last_name].filter(Boolean).join(' '),` +
  `v={one:n===1,other:n!==null&&n!==1,` +
  `cases:${JSON.stringify(PARTNER_KINDS.filter(mayRecordCases))}.indexOf(p.partner_kind)>=0};` +
  `new MutationObserver(function(x,o){var r=document.getElementById('first-paint');` +
  `if(!document.getElementById('root'))return;o.disconnect();if(!r)return;` +
  `var e=r.querySelectorAll('[${FILL_ATTRIBUTE}]'),t=[],w=document.createTreeWalker(r,4),k;` +
  `for(var i=0;i<e.length;i++){k=e[i].getAttribute('${FILL_ATTRIBUTE}');` +
  `if(!v[k])e[i].remove();else if(k!='cases')e[i].firstChild.textContent=n}` +
  `while(k=w.nextNode())if(k.data.indexOf(${asciiString(NAME_MARK)})>=0)t.push(k);` +
  `for(i=0;i<t.length;i++)if(m)t[i].data=t[i].data.replace(${asciiString(NAME_MARK)},m);` +
  `else t[i].parentNode.remove()` +
  `}).observe(document,{childList:true,subtree:true});`;

const html = 'document.documentElement';
/**
 * Not a module: it must run before the body is parsed, and it is tiny and cached for a year.
 * It marks a signed-in partner (the partner variant shows; on home, the home's first screen) and
 * fills it in from the device (FILL_FROM_DEVICE), fetches the code of the partner's
 * first screen beside the entry's (its script tag lists the files: `data-partner` for every
 * partner route, `data-home` for home), and lets a tap on a first-paint button move to its route
 * while the app is still loading, so the tap is not lost.
 */
const SIGNED_IN_CHECK =
  `try{var s=document.currentScript;if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})){` +
  `${html}.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},'');` +
  `var h=/^#?\\/?$/.test(location.hash);if(h)${html}.setAttribute(${JSON.stringify(HOME_ATTRIBUTE)},'');` +
  `var f=(s.dataset.partner+' '+(h?s.dataset.home:'')).split(' ');` +
  `for(var i=0;i<f.length;i++)if(f[i]){var l=document.createElement('link');` +
  `l.rel=/\\.css$/.test(f[i])?'preload':'modulepreload';l.as=/\\.css$/.test(f[i])?'style':'script';` +
  `l.crossOrigin='';l.href=f[i];document.head.appendChild(l)}` +
  FILL_FROM_DEVICE +
  // Signed out: the home's last count goes with the session (kept for its partner alone).
  `}else localStorage.removeItem(${JSON.stringify(LAST_COUNT_KEY)})}catch(e){}` +
  `document.addEventListener('click',function(e){` +
  `var b=e.target&&e.target.closest&&e.target.closest('[${FIRST_PAINT_ROUTE_ATTRIBUTE}]');` +
  `if(b&&document.getElementById('first-paint'))location.hash=b.getAttribute('${FIRST_PAINT_ROUTE_ATTRIBUTE}')});`;

interface Rendered {
  data: FirstPaintData;
  /** The style modules the first paint uses (absolute ids), to find their CSS in the bundle. */
  styleModules: Set<string>;
}

async function renderAllBrands(root: string): Promise<Rendered> {
  const outDir = join(root, 'node_modules', '.cache', 'rinn-first-paint');
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), vanillaExtractPlugin()],
    build: {
      ssr: RENDERER,
      outDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'render.js' } },
    },
  })) as Rollup.RollupOutput;
  const styleModules = new Set(
    output.output.flatMap((item) =>
      item.type === 'chunk' ? item.moduleIds.filter((id) => id.endsWith('.css.ts')) : [],
    ),
  );
  // A fresh URL each build: Node caches modules by URL within one process (vitest's setup).
  const renderer = (await import(
    `${pathToFileURL(join(outDir, 'render.js')).href}?${Date.now()}`
  )) as {
    renderFirstPaint(): FirstPaintData;
  };
  const data = renderer.renderFirstPaint();
  rmSync(outDir, { recursive: true, force: true });
  return { data, styleModules };
}

/**
 * The files the chunks of these modules load (their static imports' too, their CSS included),
 * beyond what the entry loads itself: what the screen waits for once the entry runs.
 */
function filesToStart(bundle: Rollup.OutputBundle, modules: RegExp[], base: string): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const item of Object.values(bundle))
    if (item.type === 'chunk') chunks.set(item.fileName, item);
  const closure = (fileNames: string[], seen = new Set<string>()) => {
    for (const fileName of fileNames) {
      if (seen.has(fileName)) continue;
      seen.add(fileName);
      closure(chunks.get(fileName)?.imports ?? [], seen);
    }
    return seen;
  };
  const entry = [...chunks.values()]
    .filter((chunk) => chunk.isEntry)
    .map((chunk) => chunk.fileName);
  const loaded = closure(entry);
  const starts = [...chunks.values()]
    .filter((chunk) => modules.some((module) => module.test(chunk.facadeModuleId ?? '')))
    .map((chunk) => chunk.fileName);
  if (starts.length !== modules.length)
    throw new Error(`No chunk for one of ${modules.join(', ')}`);
  const files = [...closure(starts)].filter((fileName) => !loaded.has(fileName));
  const css = files.flatMap((fileName) => [
    ...(chunks.get(fileName)?.viteMetadata?.importedCss ?? []),
  ]);
  return [...files, ...css].map((file) => `${base}${file}`);
}

/** The CSS files of every chunk holding a style module of the first paint. */
function stylesheetsFor(bundle: Rollup.OutputBundle, styleModules: Set<string>): string[] {
  const files = new Set<string>();
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    if (!item.moduleIds.some((id) => styleModules.has(id))) continue;
    for (const css of item.viteMetadata?.importedCss ?? []) files.add(css);
  }
  return [...files].sort();
}

export function firstPaintPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  let isServerBuild = false;
  let rendered: Rendered | undefined;

  return {
    name: 'rinn:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      isServerBuild = Boolean(config.build.ssr);
    },
    async buildStart() {
      if (isServerBuild) return;
      rendered = await renderAllBrands(resolve(root));
      this.emitFile({ type: 'asset', name: SIGNED_IN_CHECK_NAME, source: SIGNED_IN_CHECK });
      this.emitFile({
        type: 'asset',
        fileName: FIRST_PAINT_FILE,
        source: JSON.stringify(rendered.data),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (isServerBuild || !rendered || !context.bundle) return html;
        const fallback = rendered.data['default'];
        if (!fallback) throw new Error('The default brand has no first paint');
        const bundle = context.bundle;
        const check = Object.values(bundle).find(
          (item) => item.type === 'asset' && item.names.includes(SIGNED_IN_CHECK_NAME),
        );
        if (!check) throw new Error('The signed-in check was not emitted');
        const linked = stylesheetsFor(bundle, rendered.styleModules)
          .filter((file) => !html.includes(`${base}${file}`))
          .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`)
          .join('');
        // What a signed-in partner's start fetches beside the entry: not what the page links.
        const partner = filesToStart(bundle, PARTNER_START, base).filter(
          (file) => !html.includes(file) && !linked.includes(file),
        );
        const home = filesToStart(bundle, HOME_START, base).filter(
          (file) => !partner.includes(file) && !html.includes(file) && !linked.includes(file),
        );
        // The check goes first: a classic script placed after a stylesheet waits for it.
        return fillMarkedRegions(html, { head: fallback.head, root: fallback.root })
          .replace(
            BRAND_HEAD.start,
            `<script src="${base}${check.fileName}"` +
              ` data-partner="${partner.join(' ')}" data-home="${home.join(' ')}"></script>` +
              BRAND_HEAD.start,
          )
          .replace('</head>', `${linked}</head>`);
      },
    },
  };
}
