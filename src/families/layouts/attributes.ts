// The catalogue's usual layout: attribute templates (postgresql_{cycle}) bound
// in the files the entry names, read by gather/nixpkgs/declaredState.ts: which
// cycles a tree packages, their companions, which are marked, which removed.
// It reads each cycle's version where its entry's `version` says nixpkgs
// writes it (postgresql/{cycle}.nix), and none without one; no default yet.
import path from 'node:path';
import type { MarkForm } from '../../domain/family.js';
import { declaredReads, readDeclaredState, type DeclaredReading } from '../../gather/nixpkgs/declaredState.js';
import type { AttributesLayoutDeclaration } from '../declared/declarations.js';
import type { Layout } from '../family.js';

export function attributesLayout(declaration: AttributesLayoutDeclaration): Layout {
  const { attributes, files, marked } = declaration;
  const mark: MarkForm | undefined =
    marked?.flag !== undefined
      ? { flag: marked.flag }
      : marked?.threshold !== undefined
        ? { threshold: marked.threshold }
        : undefined;
  const { version } = declaration;
  const reading: DeclaredReading = {
    templates: attributes,
    files,
    ...(mark ? { mark } : {}),
    ...(version
      ? { version: { file: version.file, binding: version.binding, ...(version.in ? { in: version.in } : {}) } }
      : {}),
  };
  return {
    // Where its first file is: what a pull request changing the family touches first.
    folder: path.posix.dirname(files[0]),
    attributes,
    defaults: declaration.defaults ?? [],
    throwsIn: declaration['throws-in'],
    mark,
    ...(version ? { versions: true } : {}),
    reads: declaredReads(reading),
    read: (tree) => readDeclaredState(tree, reading),
  };
}
