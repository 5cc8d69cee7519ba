#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import{b as k,d as y}from"./chunks/chunk-JDWNGG3D.js";import{a as T,e as $,f as x,i as w,j as g,k as d,l as v,m as O,n as A,p as E}from"./chunks/chunk-BNDCQ6SS.js";import"./chunks/chunk-ND7WIFJ4.js";import"./chunks/chunk-UBSRYG63.js";import{g as m,h as b}from"./chunks/chunk-IU2LVYWP.js";import"./chunks/chunk-AOY372N2.js";import _ from"node:path";import{parseArgs as j}from"node:util";function R(e,t={eols:3,nixos:4}){let r=b(e.now).getTime(),s=o=>o.date.getTime()>=r,i=(o,n)=>o.sort((p,f)=>p.date.getTime()-f.date.getTime()).slice(0,n),a=new Set(e.audits.flatMap(o=>o.packaged.minors.map(n=>n.minor))),c=[];for(let o of a){let n=e.upstream.minors.get(o)?.eol;n&&s(n)&&c.push({date:n.date,label:`k3s ${o} end of life`,estimated:n.estimated})}let l=[];for(let o of e.calendar.releases){let n=[[o.featureFreeze,"feature freeze"],[o.branchOff,"branch-off"],[o.release,"release"],[o.endOfSupport,"end of support"]];for(let[p,f]of n)s(p)&&l.push({date:p.date,label:`NixOS ${o.name} ${f}`,estimated:p.estimated})}return i([...i(c,t.eols),...i(l,t.nixos)],t.eols+t.nixos)}var U={error:"31",warning:"33",notice:"36"},D={"up-to-date":"up to date",behind:"behind",eol:"EOL",unknown:"no upstream release"};function S(e,t){let r=(n,p)=>t.color?`\x1B[${n}m${p}\x1B[0m`:p,s=[];for(let n of e.audits)s.push(...L(e,n,r),"");let i=R(e);if(i.length>0){s.push(r("1","Upcoming dates"));for(let n of i)s.push(`  ${m(n.date)}  ${u(n.label)}${n.estimated?" (estimated)":""}`);s.push("")}let a=g(e.audits.flatMap(n=>n.findings)),c=e.audits.length,l=a.status==="clean"?r("32","clean"):d(a),o=a.status==="clean"&&a.notices>0?` (${d(a)})`:"";return s.push(`${c} branch${c===1?"":"es"} audited: ${l}${o}`),s.join(`
`)+`
`}function L(e,t,r){let s=g(t.findings),i=s.status==="clean"?r("32","clean"):d(s),a=s.status==="clean"&&s.notices>0?` (${d(s)})`:"",c=[`${r("1",I(t))}: ${i}${a}`],l=w(t.packaged,e.upstream,e.now);l.length===0?c.push("  no k3s attribute found"):c.push(...N(["ATTRIBUTE","VERSION","LATEST","EOL","STATUS"],l.map(M)));for(let o of v)for(let n of t.findings.filter(p=>p.severity===o))c.push(P(n,r));return c}function I(e){let t=[u(e.branch.name)];e.branch.kind==="unstable"?t.push("unstable"):t.push(e.phase?`stable, ${O[e.phase]}`:"stable");let r=e.release?.name??e.branch.release;return r&&t.push(`${e.branch.kind==="unstable"?"next ":""}NixOS ${u(r)}`),t.join(" \xB7 ")}function M(e){let t=e.latest?`${e.latest.version.text} (${m(e.latest.publishedAt)})`:"-",r=e.eol?`${m(e.eol.date)}${e.eol.estimated?" (estimated)":""}`:"-",s=D[e.status]+(e.isDefault?", default":"");return[e.packaged.attr,e.packaged.version.text,t,r,s].map(u)}function N(e,t){let r=e.map((i,a)=>Math.max(h(i),...t.map(c=>h(c[a]??"")))),s=i=>"  "+i.map((a,c)=>c===i.length-1?a:a+" ".repeat(r[c]-h(a))).join("  ");return[s(e),...t.map(s)]}function P(e,t){let r=t(U[e.severity],e.severity.padEnd(7)),s=e.attr??(e.minor?`k3s ${e.minor}`:void 0),i=e.file?` (${e.file}${e.line!==void 0?`:${e.line}`:""})`:"";return`  ${r}  ${e.rule}${u(s?` ${s}`:"")}: ${u(e.message)}${u(i)}`}function h(e){return[...e].length}function u(e){return e.replace(/[\u0000-\u001f\u007f-\u009f]/g," ")}var Y=`Usage: k3s-release-guard [options] [NIXPKGS_PATH]

Audits the k3s packages of a nixpkgs checkout against upstream k3s releases
and the nixpkgs k3s versioning policy. Reads GITHUB_TOKEN (optional, raises
the API rate limit) and GITHUB_API_URL (default https://api.github.com).

Options (same names and values as the action's inputs):
  --branch NAME               master, release-26.05 ... (default: from lib/.version)
  --policy NAME               nixpkgs | full-lifecycle | all-supported
  --backport-through WHICH    next-release | before-next
  --keep "1.25: reason"       keep a minor despite removal rules (repeatable)
  --now YYYY-MM-DD            audit as of that day
  --upstream-repository O/N   default k3s-io/k3s
  --nixpkgs-repository O/N    default NixOS/nixpkgs (other branches' facts)
  --kubernetes-schedule FILE  local data/releases/schedule.yaml
  --kubernetes-eol FILE       local data/releases/eol.yaml
  --feature-freeze-date, --branch-off-date, --release-date YYYY-MM-DD
  --fail-on LEVEL             error | warning | never (exit code 1 when hit)
  --json                      print the findings as JSON
  --markdown                  print the Markdown report (the job summary)
  --no-color                  no ANSI colours
  --demo                      audit the bundled example (no network needed)
  -h, --help                  this text
`,F=["branch","policy","backport-through","now","upstream-repository","nixpkgs-repository","kubernetes-schedule","kubernetes-eol","feature-freeze-date","branch-off-date","release-date","fail-on"],H={group:async(e,t)=>(process.stderr.write(`\u2022 ${e}
`),t()),info:e=>process.stderr.write(`  ${e}
`),warning:e=>process.stderr.write(`  warning: ${e}
`)},B={group:(e,t)=>t(),info:()=>{},warning:()=>{}};async function G(e){let{values:t,positionals:r}=j({args:e,allowPositionals:!0,options:{...Object.fromEntries(F.map(i=>[i,{type:"string"}])),keep:{type:"string",multiple:!0},json:{type:"boolean"},markdown:{type:"boolean"},"no-color":{type:"boolean"},verbose:{type:"boolean",short:"v"},demo:{type:"boolean"},help:{type:"boolean",short:"h"}}});if(t.help)return process.stdout.write(Y),0;let s=t.demo?await(await import("./chunks/demo-X34M32H5.js")).startDemo():void 0;try{let i=t,a=y(n=>{if(n==="keep")return(t.keep??[]).join(`
`);if(n==="github-token")return process.env.GITHUB_TOKEN??"";let p=i[n]??s?.inputs[n];return typeof p=="string"?p:""}),c=s?.nixpkgsPath??r[0]??".",l=await x({inputs:a,checkout:$(_.resolve(c)),context:{},now:a.now??new Date,client:k({token:a.token,baseUrl:s?.apiUrl??process.env.GITHUB_API_URL}),log:t.verbose?H:B}),o=l.audits.flatMap(n=>n.findings);return t.json?process.stdout.write(E(o)+`
`):t.markdown?process.stdout.write(A(l)+`
`):process.stdout.write(S(l,{color:!t["no-color"]&&process.stdout.isTTY===!0&&!process.env.NO_COLOR})+`
`),T(o,a.failOn).length>0?1:0}finally{await s?.stop()}}G(process.argv.slice(2)).then(e=>process.exit(e),e=>{process.stderr.write(`k3s-release-guard: ${e instanceof Error?e.message:String(e)}
`),process.exit(2)});export{G as main};
