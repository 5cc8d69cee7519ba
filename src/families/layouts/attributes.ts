// The catalogue's usual layout: attribute templates (postgresql_{cycle}) bound
// in the files the entry names, read by gather/nixpkgs/declaredState.ts: which
// cycles a tree packages, their companions, which are marked, which removed,
// and the defaults it declares (which cycle each points to, or why it cannot
// be read). It reads no version.
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
  const defaults = declaration.defaults ?? [];
  const reading: DeclaredReading = {
    templates: attributes,
    files,
    ...(mark ? { mark } : {}),
    ...(defaults.length > 0 ? { defaults } : {}),
  };
  return {
    // Where its first file is: what a pull request changing the family touches first.
    folder: path.posix.dirname(files[0]),
    attributes,
    defaults,
    throwsIn: declaration['throws-in'],
    mark,
    reads: declaredReads(reading),
    read: (tree) => readDeclaredState(tree, reading),
  };
}
