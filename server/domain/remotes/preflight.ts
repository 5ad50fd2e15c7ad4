// Pre-flight of a remote's release: before an operator's switch (remotes:set, config:set remotes, a deploy,
// a rollback) points players at a manifest URL, the server reads what the browser would read and refuses a
// release that cannot load: an unreadable manifest, a remoteEntry.js that does not parse, no CORS for a
// cross-origin URL, files outside the origins the page's CSP will allow, or shared versions the shell does
// not provide. Nothing of the remote is run: its entry is parsed with vm.Script, never executed.
import semver from 'semver';
import { hasControlCharacters } from '../control-characters';
import {
  allExposeFiles,
  assetBase,
  ENTRY_MAX_BYTES,
  entryUrlOf,
  type Fetched,
  type Fetcher,
  isSelf,
  MANIFEST_MAX_BYTES,
  type ManifestShape,
  manifestUrlOf,
  parseManifest,
  pathOf,
} from './manifest';
import { syntaxErrorOf } from './syntax-check';

const MAX_BUILD_ID_LENGTH = 100;

/** The checks of a pre-flight, each answered with ok and what was found. */
export const PREFLIGHT_CHECKS = ['manifest', 'cors', 'remoteEntry', 'csp', 'shared'] as const;

export interface PreflightCheck {
  name: (typeof PREFLIGHT_CHECKS)[number];
  ok: boolean;
  detail: string;
}

export interface PreflightResult {
  ok: boolean;
  /** metaData.buildInfo.buildVersion of the manifest ('' when it could not be read). */
  buildId: string;
  checks: PreflightCheck[];
}

function sharedCheck(manifest: ManifestShape, provided: Record<string, string> | null): PreflightCheck {
  if (!provided) {
    return {
      name: 'shared',
      ok: false,
      detail: '找不到 shell 提供的共享版本（federation-shared.json），请先构建 shell',
    };
  }
  const problems: string[] = [];
  const fine: string[] = [];
  for (const entry of manifest.shared ?? []) {
    const name = String(entry.name);
    const range = entry.requiredVersion;
    if (typeof range !== 'string' || range === '*' || range === '') continue;
    const version = provided[name];
    if (!version) problems.push(`${name} 需要 ${range}，shell 未提供`);
    else if (!semver.satisfies(version, range)) problems.push(`${name} 需要 ${range}，shell 提供 ${version}`);
    else fine.push(`${name} ${version}`);
  }
  return problems.length > 0
    ? { name: 'shared', ok: false, detail: problems.join('；') }
    : {
        name: 'shared',
        ok: true,
        detail: fine.length > 0 ? `满足：${fine.join('，')}` : '未声明共享版本要求',
      };
}

function corsCheck(url: URL, fetched: Fetched): PreflightCheck {
  if (isSelf(url)) return { name: 'cors', ok: true, detail: '与页面同源，无需 CORS' };
  const allowed = fetched.headers['access-control-allow-origin'];
  return allowed
    ? { name: 'cors', ok: true, detail: `Access-Control-Allow-Origin: ${allowed}` }
    : {
        name: 'cors',
        ok: false,
        detail: `${url.origin} 未返回 Access-Control-Allow-Origin，页面无法读取清单`,
      };
}

/**
 * The page's CSP allows the manifest's origin (remote-csp.ts): every file must come from there, and be an
 * http(s) URL (the page's preload hints name the files of the 'routes' expose).
 */
function cspCheck(manifestUrl: URL, files: URL[], unloadable: string[]): PreflightCheck {
  if (unloadable.length > 0) {
    return { name: 'csp', ok: false, detail: `文件地址不是 http(s)：${unloadable.join(', ')}` };
  }
  const outside = [
    ...new Set(files.filter((file) => file.origin !== manifestUrl.origin).map((f) => f.origin)),
  ];
  if (outside.length > 0) {
    return {
      name: 'csp',
      ok: false,
      detail: `文件来自清单以外的源 ${outside.join(', ')}，页面的 CSP 不会允许`,
    };
  }
  return {
    name: 'csp',
    ok: true,
    detail: isSelf(manifestUrl) ? '文件与页面同源' : `页面 CSP 将允许 ${manifestUrl.origin}`,
  };
}

async function entryCheck(entryUrl: URL, fetcher: Fetcher): Promise<PreflightCheck> {
  const fetched = await fetcher(pathOf(entryUrl), ENTRY_MAX_BYTES).catch((error: unknown) => error as Error);
  if (fetched instanceof Error) {
    return { name: 'remoteEntry', ok: false, detail: `${pathOf(entryUrl)} 无法访问：${fetched.message}` };
  }
  if (fetched.status !== 200) {
    return { name: 'remoteEntry', ok: false, detail: `${pathOf(entryUrl)} 返回 HTTP ${fetched.status}` };
  }
  const syntaxError = await syntaxErrorOf(fetched.body, pathOf(entryUrl));
  if (syntaxError)
    return { name: 'remoteEntry', ok: false, detail: `remoteEntry.js 语法错误：${syntaxError}` };
  const kb = (Buffer.byteLength(fetched.body) / 1024).toFixed(1);
  return { name: 'remoteEntry', ok: true, detail: `${pathOf(entryUrl)} 可解析（${kb} KB）` };
}

export interface PreflightInput {
  /** The federation name, e.g. mfe_sports: the manifest must be that remote's. */
  remote: string;
  url: string;
  fetcher: Fetcher;
  /** What the shell provides (its build's federation-shared.json), null when it has no build. */
  provided: Record<string, string> | null;
}

export async function preflightRemote({
  remote,
  url,
  fetcher,
  provided,
}: PreflightInput): Promise<PreflightResult> {
  const fail = (check: PreflightCheck, checks: PreflightCheck[] = []): PreflightResult => ({
    ok: false,
    buildId: '',
    checks: [...checks, check],
  });
  const manifestUrl = manifestUrlOf(url);
  if (!manifestUrl) return fail({ name: 'manifest', ok: false, detail: `地址无效：${url}` });
  if (!/^https?:$/.test(manifestUrl.protocol)) {
    return fail({ name: 'manifest', ok: false, detail: `只支持 http(s) 地址：${url}` });
  }
  const fetched = await fetcher(pathOf(manifestUrl), MANIFEST_MAX_BYTES).catch(
    (error: unknown) => error as Error,
  );
  if (fetched instanceof Error) {
    return fail({ name: 'manifest', ok: false, detail: `${url} 无法访问：${fetched.message}` });
  }
  if (fetched.status !== 200)
    return fail({ name: 'manifest', ok: false, detail: `${url} 返回 HTTP ${fetched.status}` });
  const manifest = parseManifest(fetched.body);
  const base = manifest && assetBase(manifestUrl, manifest);
  if (manifest && !base) {
    const publicPath = String(manifest.metaData?.publicPath);
    return fail({ name: 'manifest', ok: false, detail: `publicPath 不是 http(s) 地址：${publicPath}` });
  }
  const entryUrl = manifest && entryUrlOf(manifestUrl, manifest);
  if (!manifest || !base || !entryUrl) {
    return fail({
      name: 'manifest',
      ok: false,
      detail: `${url} 不是 mf-manifest.json（JSON 无效或缺少 remoteEntry）`,
    });
  }
  if (manifest.name !== remote) {
    return fail({ name: 'manifest', ok: false, detail: `清单属于 ${String(manifest.name)}，不是 ${remote}` });
  }
  const buildValue = manifest.metaData?.buildInfo?.buildVersion;
  const buildId = typeof buildValue === 'string' ? buildValue : '';
  // The build id is shown to operators (release history, `pnpm ops`) and recorded: printable text only.
  if (hasControlCharacters(buildId) || buildId.length > MAX_BUILD_ID_LENGTH) {
    return fail({
      name: 'manifest',
      ok: false,
      detail: `构建号须为不超过${MAX_BUILD_ID_LENGTH}个字符的可打印文本`,
    });
  }
  const exposed = allExposeFiles(manifestUrl, manifest);
  const checks: PreflightCheck[] = [
    { name: 'manifest', ok: true, detail: `mf-manifest.json 有效，构建 ${buildId || '未标注'}` },
    corsCheck(manifestUrl, fetched),
    await entryCheck(entryUrl, fetcher),
    cspCheck(manifestUrl, [base, entryUrl, ...exposed.js, ...exposed.css], exposed.unloadable),
    sharedCheck(manifest, provided),
  ];
  return { ok: checks.every((check) => check.ok), buildId, checks };
}
