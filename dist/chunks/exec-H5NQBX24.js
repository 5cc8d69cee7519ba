#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import{d as a,e as b}from"./chunk-UKXYYTJG.js";import"./chunk-AOY372N2.js";export{a as exec,b as getExecOutput};
