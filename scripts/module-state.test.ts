import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/**
 * The module-level variables the server keeps, each a per-process cache or queue that no caller
 * sets: settings (the mailer, the bot verifier, OIDC providers, the session policy, the callback
 * secret, the password cost) are passed in through `createApp`, the worker and `JobContext`.
 */
const PER_PROCESS = {
  'server/build.ts running': 'the build in progress, so a second request joins it',
  'server/build.ts queued': 'the one build queued behind it (later requests share it)',
  'server/static/channel-build.ts pruning': 'old site folders are pruned one run at a time',
  'server/services/pdf.ts cached': 'the PDF fonts, read from disk once',
  'server/contexts/identity/auth/login.commands.ts dummyHash':
    'the hash an unknown login is checked against, so it costs what a known one does',
  'server/contexts/content/media/og-image-fonts.ts configured': 'the OG image fonts, loaded once',
};

function serverSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : serverSources(path);
    const test = /\.(test|testing)\.ts$/.test(name) || name.endsWith('.d.ts');
    return name.endsWith('.ts') && !test ? [path] : [];
  });
}

/** `file name` of each top-level `let` (and `var`) of a source text. */
function moduleVariables(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement)) return [];
    const list = statement.declarationList;
    if (list.flags & ts.NodeFlags.Const) return [];
    return list.declarations.map((d) => `${file} ${d.name.getText(source)}`);
  });
}

describe('module-level state', () => {
  it('finds a top-level let, and no const', () => {
    expect(moduleVariables('a.ts', 'let a = 1;\nconst b = 2;\nexport let c: number;')).toEqual([
      'a.ts a',
      'a.ts c',
    ]);
  });

  it('is only the per-process caches and queues listed here: no setting lives in a module', () => {
    const found = serverSources(join(ROOT, 'server')).flatMap((path) =>
      moduleVariables(relative(ROOT, path), readFileSync(path, 'utf8')),
    );
    expect(found.sort()).toEqual(Object.keys(PER_PROCESS).sort());
  });

  it('has no configure… export left (a setting is an option of the app, the worker or a route)', () => {
    const setters = serverSources(join(ROOT, 'server')).filter((path) =>
      /^export (async )?function configure[A-Z]/m.test(readFileSync(path, 'utf8')),
    );
    expect(setters.map((path) => relative(ROOT, path))).toEqual([]);
  });
});
