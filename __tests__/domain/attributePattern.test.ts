// The template language of a declared family's attributes: what it accepts,
// what it refuses (with a line that says what is allowed), and the cycle each
// attribute names.
import { describe, expect, it } from '@jest/globals';
import {
  attrOfCycle,
  cycleOf,
  parseAttributePattern,
  sharedAttribute,
  type AttributePattern,
} from '../../src/domain/attributePattern.js';

function pattern(template: string): AttributePattern {
  const parsed = parseAttributePattern(template);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.pattern;
}

describe('the cycle an attribute names', () => {
  it.each([
    ['postgresql_{cycle}', 'postgresql_16', '16'],
    ['python3{minor}', 'python313', '3.13'],
    ['python3{minor}', 'python39', '3.9'],
    ['linux_{major}_{minor}', 'linux_6_12', '6.12'],
    ['linux_{major}_{minor}', 'linux_5_4', '5.4'],
    ['go_1_{minor}', 'go_1_24', '1.24'],
    ['php{major:1}{minor}', 'php84', '8.4'],
    ['php{major:1}{minor}', 'php80', '8.0'],
    ['mariadb_{major:2}{minor}', 'mariadb_1011', '10.11'],
    ['mariadb_{major:2}{minor}', 'mariadb_106', '10.6'],
    ['nextcloud{cycle}', 'nextcloud31', '31'],
    ['ruby_{major}_{minor}', 'ruby_3_4', '3.4'],
    ['dotnet-sdk_{major}_{minor}_{patch:1}xx', 'dotnet-sdk_8_0_4xx', '8.0.4'],
    ['postgresql_{cycle}_jit', 'postgresql_17_jit', '17'],
  ])('%s: %s is %s', (template, attr, cycle) => {
    expect(cycleOf(pattern(template), attr)).toBe(cycle);
  });

  it.each([
    ['postgresql_{cycle}', 'postgresql_16_jit'],
    ['postgresql_{cycle}', 'postgresql'],
    ['postgresql_{cycle}', 'postgresql_'],
    ['postgresql_{cycle}', 'postgresqlVersions'],
    ['python3{minor}', 'python3Minimal'],
    ['python3{minor}', 'python3'],
    ['python3{minor}', 'python27'],
    ['python3{minor}', 'python313Packages'],
    ['linux_{major}_{minor}', 'linux_latest'],
    ['linux_{major}_{minor}', 'linux_6_12_hardened'],
    ['linux_{major}_{minor}', 'linux_rt_6_1'],
    ['php{major:1}{minor}', 'php'],
    ['php{major:1}{minor}', 'php8'],
    ['mariadb_{major:2}{minor}', 'mariadb_1'],
    ['go_1_{minor}', 'go_2_1'],
    ['nodejs_{cycle}', 'nodejs-slim_22'],
  ])('%s does not match %s', (template, attr) => {
    expect(cycleOf(pattern(template), attr)).toBeUndefined();
  });
});

describe('templates that are refused, each with what is allowed', () => {
  it.each([
    ['', 'empty'],
    ['postgresql_.*', '"." at 12 is not allowed'],
    ['postgresql_[0-9]+', '"[" at 12 is not allowed'],
    ['postgresql_{version}', '{version} is no hole; the holes are {cycle}, {major}, {minor}, {patch}'],
    ['postgresql_{cycle', '"{" at 12 is not allowed'],
    ['_{cycle}{cycle}', 'a hole is named twice'],
    ['python{cycle}_{minor}', '{cycle} stands alone'],
    ['nodejs_{minor}', '{minor} needs {major}, or the major written just before it'],
    ['linux_{major}', '{major} needs {minor}'],
    ['linux_{minor}_{major}', 'the holes come in the order {major}, {minor}, {patch}'],
    ['linux_{major}_{patch}', '{patch} needs {minor}'],
    ['php{major}{minor}', 'where {major} ends is a guess; give it a width such as {major:1}'],
    ['zabbix{cycle}0', 'where {cycle} ends is a guess'],
    ['{cycle}_postgresql', 'an attribute name starts with a letter or "_"'],
    ['1password_{cycle}', 'an attribute name starts with a letter or "_"'],
    ['postgresql', 'no hole'],
    ['php{major:0}{minor}', '"{" at 4 is not allowed'],
    [`p${'x'.repeat(64)}{cycle}`, 'longer than 64 characters'],
  ])('%p: %s', (template, why) => {
    const parsed = parseAttributePattern(template);
    expect('error' in parsed && parsed.error).toContain(why);
    expect('error' in parsed && parsed.error).toContain(`attribute pattern "${template}"`);
  });
});

describe('how fast a hostile attribute name is refused', () => {
  it('takes one pass, however long the run of digits', () => {
    const long = `linux_${'1'.repeat(200_000)}_${'2'.repeat(200_000)}x`;
    const started = process.cpuUsage();
    expect(cycleOf(pattern('linux_{major}_{minor}'), long)).toBeUndefined();
    const used = process.cpuUsage(started);
    // CPU, not a watch, and a guard only: 26 ms on a 2-core machine (2026-12-05), the bound nineteen times that;
    // a backtracking pattern on the 200,000 digits takes seconds.
    expect((used.user + used.system) / 1000).toBeLessThan(500);
  });
});

describe('the attribute of a cycle, the inverse of the cycle an attribute names', () => {
  it.each([
    ['postgresql_{cycle}', '16', 'postgresql_16'],
    ['postgresql_{cycle}_jit', '13', 'postgresql_13_jit'],
    ['python3{minor}', '3.13', 'python313'],
    ['linux_{major}_{minor}', '6.12', 'linux_6_12'],
    ['go_1_{minor}', '1.24', 'go_1_24'],
    ['php{major:1}{minor}', '8.4', 'php84'],
    ['mariadb_{major:2}{minor}', '10.11', 'mariadb_1011'],
    ['zabbix{major:1}{minor}', '7.0', 'zabbix70'],
    ['electron_{cycle}-bin', '34', 'electron_34-bin'],
    ['dotnet-sdk_{major}_{minor}_{patch:1}xx', '8.0.4', 'dotnet-sdk_8_0_4xx'],
  ])('%s: %s is %s', (template, cycle, attr) => {
    expect(attrOfCycle(pattern(template), cycle)).toBe(attr);
    expect(cycleOf(pattern(template), attr)).toBe(cycle);
  });

  it.each([
    ['postgresql_{cycle}', '3.13', 'a {cycle} is digits alone'],
    ['python3{minor}', '2.7', 'the major written is 3'],
    ['python3{minor}', '13', 'one number, where the template wants two'],
    ['php{major:1}{minor}', '10.1', 'a major of two digits where the width is one'],
    ['linux_{major}_{minor}', '6.12.1', 'three numbers, where the template has no {patch}'],
    ['linux_{major}_{minor}', 'latest', 'no cycle at all'],
  ])('%s has no attribute for %s (%s)', (template, cycle) => {
    expect(attrOfCycle(pattern(template), cycle)).toBeUndefined();
  });
});

describe('an attribute two templates both claim (two families claiming one attribute are refused)', () => {
  it.each([
    ['zabbix{major:1}{minor}', 'zabbix{major:1}{minor}', 'zabbix11'],
    ['zabbix{major:1}{minor}', 'zabbix{cycle}', 'zabbix11'],
    ['go_1_{minor}', 'go_{major}_{minor}', 'go_1_1'],
    ['python3{minor}', 'python{cycle}', 'python31'],
    ['mariadb_{major:2}{minor}', 'mariadb_{cycle}', 'mariadb_111'],
  ])('%s and %s: %s', (a, b, shared) => {
    expect(sharedAttribute(pattern(a), pattern(b))).toBe(shared);
    // Either way round, and an attribute each really matches.
    expect(cycleOf(pattern(a), shared)).toBeDefined();
    expect(cycleOf(pattern(b), shared)).toBeDefined();
    expect(sharedAttribute(pattern(b), pattern(a))).toBe(shared);
  });

  it.each([
    ['nodejs_{cycle}', 'nodejs-slim_{cycle}'],
    ['electron_{cycle}', 'electron_{cycle}-bin'],
    ['php{major:1}{minor}', 'php{major:1}{minor}Extensions'],
    ['linux_{major}_{minor}', 'linuxPackages_{major}_{minor}'],
    ['mariadb_{major:2}{minor:1}', 'mariadb_{major:2}{minor:2}'],
    ['zabbix{major:1}{minor}', 'zabbix_{major}_{minor}'],
  ])('%s and %s claim no attribute both', (a, b) => {
    expect(sharedAttribute(pattern(a), pattern(b))).toBeUndefined();
  });
});
