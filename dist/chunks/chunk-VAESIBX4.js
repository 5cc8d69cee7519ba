#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ESTIMATED_SUPPORT_MONTHS,
  addDays,
  addMonths,
  compareMinors,
  dayOf,
  daysBetween,
  formatDay,
  normalizeMinor,
  parseDay,
  parseMinor,
  require_dist
} from "./chunk-I643KDQO.js";
import {
  require_semver
} from "./chunk-T22FKFR4.js";
import {
  __commonJS,
  __toESM
} from "./chunk-LUOQS4NQ.js";

// node_modules/@octokit/request/node_modules/content-type/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/@octokit/request/node_modules/content-type/dist/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.format = format;
    exports2.parse = parse3;
    var TEXT_REGEXP = /^[\u0009\u0020-\u007e\u0080-\u00ff]*$/;
    var TOKEN_REGEXP = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
    var QUOTE_REGEXP = /[\\"]/g;
    var TYPE_REGEXP = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
    var NullObject = /* @__PURE__ */ (() => {
      const C = function() {
      };
      C.prototype = /* @__PURE__ */ Object.create(null);
      return C;
    })();
    function format(obj) {
      const { type, parameters } = obj;
      if (!type || !TYPE_REGEXP.test(type)) {
        throw new TypeError(`Invalid type: ${type}`);
      }
      let result = type;
      if (parameters) {
        for (const param of Object.keys(parameters)) {
          if (!TOKEN_REGEXP.test(param)) {
            throw new TypeError(`Invalid parameter name: ${param}`);
          }
          result += `; ${param}=${qstring(parameters[param])}`;
        }
      }
      return result;
    }
    function parse3(header2, options2) {
      const stopChar = options2?.comma === true ? COMMA : 65536;
      const len = header2.length;
      let index = skipOWS(header2, options2?.start ?? 0, len);
      const valueStart = index;
      index = skipValue(header2, index, len, stopChar);
      const valueEnd = trailingOWS(header2, valueStart, index);
      const type = header2.slice(valueStart, valueEnd).toLowerCase();
      if (options2?.parameters === false) {
        return { type, index, parameters: new NullObject() };
      }
      return parseParameters(header2, type, index, len, stopChar);
    }
    var SP = 32;
    var HTAB = 9;
    var SEMI = 59;
    var EQ = 61;
    var DQUOTE = 34;
    var BSLASH = 92;
    var COMMA = 44;
    function parseParameters(header2, type, index, len, stopChar) {
      const parameters = new NullObject();
      parameter: while (index < len) {
        if (header2.charCodeAt(index) === stopChar)
          break;
        index = skipOWS(header2, index + 1, len);
        const keyStart = index;
        while (index < len) {
          const code = header2.charCodeAt(index);
          if (code === stopChar)
            break parameter;
          if (code === SEMI)
            continue parameter;
          if (code === EQ) {
            const keyEnd = trailingOWS(header2, keyStart, index);
            const key2 = header2.slice(keyStart, keyEnd).toLowerCase();
            index = skipOWS(header2, index + 1, len);
            if (index < len && header2.charCodeAt(index) === DQUOTE) {
              index++;
              let value = "";
              while (index < len) {
                const code2 = header2.charCodeAt(index++);
                if (code2 === DQUOTE) {
                  index = skipValue(header2, index, len, stopChar);
                  if (parameters[key2] === void 0)
                    parameters[key2] = value;
                  break;
                }
                if (code2 === BSLASH && index < len) {
                  value += header2[index++];
                  continue;
                }
                value += String.fromCharCode(code2);
              }
              continue parameter;
            }
            const valueStart = index;
            index = skipValue(header2, index, len, stopChar);
            if (parameters[key2] === void 0) {
              const valueEnd = trailingOWS(header2, valueStart, index);
              parameters[key2] = header2.slice(valueStart, valueEnd);
            }
            continue parameter;
          }
          index++;
        }
      }
      return { type, index, parameters };
    }
    function skipValue(str, index, len, stopChar) {
      while (index < len) {
        const code = str.charCodeAt(index);
        if (code === SEMI || code === stopChar)
          break;
        index++;
      }
      return index;
    }
    function skipOWS(header2, index, len) {
      while (index < len) {
        const char = header2.charCodeAt(index);
        if (char !== SP && char !== HTAB)
          break;
        index++;
      }
      return index;
    }
    function trailingOWS(header2, start, end) {
      while (end > start) {
        const char = header2.charCodeAt(end - 1);
        if (char !== SP && char !== HTAB)
          break;
        end--;
      }
      return end;
    }
    function qstring(str) {
      if (TOKEN_REGEXP.test(str))
        return str;
      if (TEXT_REGEXP.test(str))
        return `"${str.replace(QUOTE_REGEXP, "\\$&")}"`;
      throw new TypeError(`Invalid parameter value: ${str}`);
    }
  }
});

// node_modules/bottleneck/light.js
var require_light = __commonJS({
  "node_modules/bottleneck/light.js"(exports2, module2) {
    (function(global2, factory) {
      typeof exports2 === "object" && typeof module2 !== "undefined" ? module2.exports = factory() : typeof define === "function" && define.amd ? define(factory) : global2.Bottleneck = factory();
    })(exports2, (function() {
      "use strict";
      var commonjsGlobal = typeof globalThis !== "undefined" ? globalThis : typeof window !== "undefined" ? window : typeof global !== "undefined" ? global : typeof self !== "undefined" ? self : {};
      function getCjsExportFromNamespace(n) {
        return n && n["default"] || n;
      }
      var load2 = function(received, defaults, onto = {}) {
        var k, ref, v;
        for (k in defaults) {
          v = defaults[k];
          onto[k] = (ref = received[k]) != null ? ref : v;
        }
        return onto;
      };
      var overwrite = function(received, defaults, onto = {}) {
        var k, v;
        for (k in received) {
          v = received[k];
          if (defaults[k] !== void 0) {
            onto[k] = v;
          }
        }
        return onto;
      };
      var parser2 = {
        load: load2,
        overwrite
      };
      var DLList;
      DLList = class DLList {
        constructor(incr, decr) {
          this.incr = incr;
          this.decr = decr;
          this._first = null;
          this._last = null;
          this.length = 0;
        }
        push(value) {
          var node;
          this.length++;
          if (typeof this.incr === "function") {
            this.incr();
          }
          node = {
            value,
            prev: this._last,
            next: null
          };
          if (this._last != null) {
            this._last.next = node;
            this._last = node;
          } else {
            this._first = this._last = node;
          }
          return void 0;
        }
        shift() {
          var value;
          if (this._first == null) {
            return;
          } else {
            this.length--;
            if (typeof this.decr === "function") {
              this.decr();
            }
          }
          value = this._first.value;
          if ((this._first = this._first.next) != null) {
            this._first.prev = null;
          } else {
            this._last = null;
          }
          return value;
        }
        first() {
          if (this._first != null) {
            return this._first.value;
          }
        }
        getArray() {
          var node, ref, results;
          node = this._first;
          results = [];
          while (node != null) {
            results.push((ref = node, node = node.next, ref.value));
          }
          return results;
        }
        forEachShift(cb) {
          var node;
          node = this.shift();
          while (node != null) {
            cb(node), node = this.shift();
          }
          return void 0;
        }
        debug() {
          var node, ref, ref1, ref2, results;
          node = this._first;
          results = [];
          while (node != null) {
            results.push((ref = node, node = node.next, {
              value: ref.value,
              prev: (ref1 = ref.prev) != null ? ref1.value : void 0,
              next: (ref2 = ref.next) != null ? ref2.value : void 0
            }));
          }
          return results;
        }
      };
      var DLList_1 = DLList;
      var Events2;
      Events2 = class Events {
        constructor(instance) {
          this.instance = instance;
          this._events = {};
          if (this.instance.on != null || this.instance.once != null || this.instance.removeAllListeners != null) {
            throw new Error("An Emitter already exists for this object");
          }
          this.instance.on = (name, cb) => {
            return this._addListener(name, "many", cb);
          };
          this.instance.once = (name, cb) => {
            return this._addListener(name, "once", cb);
          };
          this.instance.removeAllListeners = (name = null) => {
            if (name != null) {
              return delete this._events[name];
            } else {
              return this._events = {};
            }
          };
        }
        _addListener(name, status2, cb) {
          var base;
          if ((base = this._events)[name] == null) {
            base[name] = [];
          }
          this._events[name].push({ cb, status: status2 });
          return this.instance;
        }
        listenerCount(name) {
          if (this._events[name] != null) {
            return this._events[name].length;
          } else {
            return 0;
          }
        }
        async trigger(name, ...args) {
          var e, promises;
          try {
            if (name !== "debug") {
              this.trigger("debug", `Event triggered: ${name}`, args);
            }
            if (this._events[name] == null) {
              return;
            }
            this._events[name] = this._events[name].filter(function(listener) {
              return listener.status !== "none";
            });
            promises = this._events[name].map(async (listener) => {
              var e2, returned;
              if (listener.status === "none") {
                return;
              }
              if (listener.status === "once") {
                listener.status = "none";
              }
              try {
                returned = typeof listener.cb === "function" ? listener.cb(...args) : void 0;
                if (typeof (returned != null ? returned.then : void 0) === "function") {
                  return await returned;
                } else {
                  return returned;
                }
              } catch (error) {
                e2 = error;
                {
                  this.trigger("error", e2);
                }
                return null;
              }
            });
            return (await Promise.all(promises)).find(function(x) {
              return x != null;
            });
          } catch (error) {
            e = error;
            {
              this.trigger("error", e);
            }
            return null;
          }
        }
      };
      var Events_1 = Events2;
      var DLList$1, Events$1, Queues;
      DLList$1 = DLList_1;
      Events$1 = Events_1;
      Queues = class Queues {
        constructor(num_priorities) {
          var i;
          this.Events = new Events$1(this);
          this._length = 0;
          this._lists = (function() {
            var j, ref, results;
            results = [];
            for (i = j = 1, ref = num_priorities; 1 <= ref ? j <= ref : j >= ref; i = 1 <= ref ? ++j : --j) {
              results.push(new DLList$1((() => {
                return this.incr();
              }), (() => {
                return this.decr();
              })));
            }
            return results;
          }).call(this);
        }
        incr() {
          if (this._length++ === 0) {
            return this.Events.trigger("leftzero");
          }
        }
        decr() {
          if (--this._length === 0) {
            return this.Events.trigger("zero");
          }
        }
        push(job) {
          return this._lists[job.options.priority].push(job);
        }
        queued(priority) {
          if (priority != null) {
            return this._lists[priority].length;
          } else {
            return this._length;
          }
        }
        shiftAll(fn) {
          return this._lists.forEach(function(list) {
            return list.forEachShift(fn);
          });
        }
        getFirst(arr = this._lists) {
          var j, len, list;
          for (j = 0, len = arr.length; j < len; j++) {
            list = arr[j];
            if (list.length > 0) {
              return list;
            }
          }
          return [];
        }
        shiftLastFrom(priority) {
          return this.getFirst(this._lists.slice(priority).reverse()).shift();
        }
      };
      var Queues_1 = Queues;
      var BottleneckError;
      BottleneckError = class BottleneckError extends Error {
      };
      var BottleneckError_1 = BottleneckError;
      var BottleneckError$1, DEFAULT_PRIORITY, Job, NUM_PRIORITIES, parser$1;
      NUM_PRIORITIES = 10;
      DEFAULT_PRIORITY = 5;
      parser$1 = parser2;
      BottleneckError$1 = BottleneckError_1;
      Job = class Job {
        constructor(task, args, options2, jobDefaults, rejectOnDrop, Events3, _states, Promise2) {
          this.task = task;
          this.args = args;
          this.rejectOnDrop = rejectOnDrop;
          this.Events = Events3;
          this._states = _states;
          this.Promise = Promise2;
          this.options = parser$1.load(options2, jobDefaults);
          this.options.priority = this._sanitizePriority(this.options.priority);
          if (this.options.id === jobDefaults.id) {
            this.options.id = `${this.options.id}-${this._randomIndex()}`;
          }
          this.promise = new this.Promise((_resolve, _reject) => {
            this._resolve = _resolve;
            this._reject = _reject;
          });
          this.retryCount = 0;
        }
        _sanitizePriority(priority) {
          var sProperty;
          sProperty = ~~priority !== priority ? DEFAULT_PRIORITY : priority;
          if (sProperty < 0) {
            return 0;
          } else if (sProperty > NUM_PRIORITIES - 1) {
            return NUM_PRIORITIES - 1;
          } else {
            return sProperty;
          }
        }
        _randomIndex() {
          return Math.random().toString(36).slice(2);
        }
        doDrop({ error, message: message3 = "This job has been dropped by Bottleneck" } = {}) {
          if (this._states.remove(this.options.id)) {
            if (this.rejectOnDrop) {
              this._reject(error != null ? error : new BottleneckError$1(message3));
            }
            this.Events.trigger("dropped", { args: this.args, options: this.options, task: this.task, promise: this.promise });
            return true;
          } else {
            return false;
          }
        }
        _assertStatus(expected) {
          var status2;
          status2 = this._states.jobStatus(this.options.id);
          if (!(status2 === expected || expected === "DONE" && status2 === null)) {
            throw new BottleneckError$1(`Invalid job status ${status2}, expected ${expected}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`);
          }
        }
        doReceive() {
          this._states.start(this.options.id);
          return this.Events.trigger("received", { args: this.args, options: this.options });
        }
        doQueue(reachedHWM, blocked) {
          this._assertStatus("RECEIVED");
          this._states.next(this.options.id);
          return this.Events.trigger("queued", { args: this.args, options: this.options, reachedHWM, blocked });
        }
        doRun() {
          if (this.retryCount === 0) {
            this._assertStatus("QUEUED");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          return this.Events.trigger("scheduled", { args: this.args, options: this.options });
        }
        async doExecute(chained, clearGlobalState, run, free) {
          var error, eventInfo, passed;
          if (this.retryCount === 0) {
            this._assertStatus("RUNNING");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          this.Events.trigger("executing", eventInfo);
          try {
            passed = await (chained != null ? chained.schedule(this.options, this.task, ...this.args) : this.task(...this.args));
            if (clearGlobalState()) {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._resolve(passed);
            }
          } catch (error1) {
            error = error1;
            return this._onFailure(error, eventInfo, clearGlobalState, run, free);
          }
        }
        doExpire(clearGlobalState, run, free) {
          var error, eventInfo;
          if (this._states.jobStatus(this.options.id === "RUNNING")) {
            this._states.next(this.options.id);
          }
          this._assertStatus("EXECUTING");
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          error = new BottleneckError$1(`This job timed out after ${this.options.expiration} ms.`);
          return this._onFailure(error, eventInfo, clearGlobalState, run, free);
        }
        async _onFailure(error, eventInfo, clearGlobalState, run, free) {
          var retry2, retryAfter;
          if (clearGlobalState()) {
            retry2 = await this.Events.trigger("failed", error, eventInfo);
            if (retry2 != null) {
              retryAfter = ~~retry2;
              this.Events.trigger("retry", `Retrying ${this.options.id} after ${retryAfter} ms`, eventInfo);
              this.retryCount++;
              return run(retryAfter);
            } else {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._reject(error);
            }
          }
        }
        doDone(eventInfo) {
          this._assertStatus("EXECUTING");
          this._states.next(this.options.id);
          return this.Events.trigger("done", eventInfo);
        }
      };
      var Job_1 = Job;
      var BottleneckError$2, LocalDatastore, parser$2;
      parser$2 = parser2;
      BottleneckError$2 = BottleneckError_1;
      LocalDatastore = class LocalDatastore {
        constructor(instance, storeOptions, storeInstanceOptions) {
          this.instance = instance;
          this.storeOptions = storeOptions;
          this.clientId = this.instance._randomIndex();
          parser$2.load(storeInstanceOptions, storeInstanceOptions, this);
          this._nextRequest = this._lastReservoirRefresh = this._lastReservoirIncrease = Date.now();
          this._running = 0;
          this._done = 0;
          this._unblockTime = 0;
          this.ready = this.Promise.resolve();
          this.clients = {};
          this._startHeartbeat();
        }
        _startHeartbeat() {
          var base;
          if (this.heartbeat == null && (this.storeOptions.reservoirRefreshInterval != null && this.storeOptions.reservoirRefreshAmount != null || this.storeOptions.reservoirIncreaseInterval != null && this.storeOptions.reservoirIncreaseAmount != null)) {
            return typeof (base = this.heartbeat = setInterval(() => {
              var amount, incr, maximum, now, reservoir;
              now = Date.now();
              if (this.storeOptions.reservoirRefreshInterval != null && now >= this._lastReservoirRefresh + this.storeOptions.reservoirRefreshInterval) {
                this._lastReservoirRefresh = now;
                this.storeOptions.reservoir = this.storeOptions.reservoirRefreshAmount;
                this.instance._drainAll(this.computeCapacity());
              }
              if (this.storeOptions.reservoirIncreaseInterval != null && now >= this._lastReservoirIncrease + this.storeOptions.reservoirIncreaseInterval) {
                ({
                  reservoirIncreaseAmount: amount,
                  reservoirIncreaseMaximum: maximum,
                  reservoir
                } = this.storeOptions);
                this._lastReservoirIncrease = now;
                incr = maximum != null ? Math.min(amount, maximum - reservoir) : amount;
                if (incr > 0) {
                  this.storeOptions.reservoir += incr;
                  return this.instance._drainAll(this.computeCapacity());
                }
              }
            }, this.heartbeatInterval)).unref === "function" ? base.unref() : void 0;
          } else {
            return clearInterval(this.heartbeat);
          }
        }
        async __publish__(message3) {
          await this.yieldLoop();
          return this.instance.Events.trigger("message", message3.toString());
        }
        async __disconnect__(flush) {
          await this.yieldLoop();
          clearInterval(this.heartbeat);
          return this.Promise.resolve();
        }
        yieldLoop(t = 0) {
          return new this.Promise(function(resolve, reject) {
            return setTimeout(resolve, t);
          });
        }
        computePenalty() {
          var ref;
          return (ref = this.storeOptions.penalty) != null ? ref : 15 * this.storeOptions.minTime || 5e3;
        }
        async __updateSettings__(options2) {
          await this.yieldLoop();
          parser$2.overwrite(options2, options2, this.storeOptions);
          this._startHeartbeat();
          this.instance._drainAll(this.computeCapacity());
          return true;
        }
        async __running__() {
          await this.yieldLoop();
          return this._running;
        }
        async __queued__() {
          await this.yieldLoop();
          return this.instance.queued();
        }
        async __done__() {
          await this.yieldLoop();
          return this._done;
        }
        async __groupCheck__(time) {
          await this.yieldLoop();
          return this._nextRequest + this.timeout < time;
        }
        computeCapacity() {
          var maxConcurrent, reservoir;
          ({ maxConcurrent, reservoir } = this.storeOptions);
          if (maxConcurrent != null && reservoir != null) {
            return Math.min(maxConcurrent - this._running, reservoir);
          } else if (maxConcurrent != null) {
            return maxConcurrent - this._running;
          } else if (reservoir != null) {
            return reservoir;
          } else {
            return null;
          }
        }
        conditionsCheck(weight) {
          var capacity;
          capacity = this.computeCapacity();
          return capacity == null || weight <= capacity;
        }
        async __incrementReservoir__(incr) {
          var reservoir;
          await this.yieldLoop();
          reservoir = this.storeOptions.reservoir += incr;
          this.instance._drainAll(this.computeCapacity());
          return reservoir;
        }
        async __currentReservoir__() {
          await this.yieldLoop();
          return this.storeOptions.reservoir;
        }
        isBlocked(now) {
          return this._unblockTime >= now;
        }
        check(weight, now) {
          return this.conditionsCheck(weight) && this._nextRequest - now <= 0;
        }
        async __check__(weight) {
          var now;
          await this.yieldLoop();
          now = Date.now();
          return this.check(weight, now);
        }
        async __register__(index, weight, expiration) {
          var now, wait;
          await this.yieldLoop();
          now = Date.now();
          if (this.conditionsCheck(weight)) {
            this._running += weight;
            if (this.storeOptions.reservoir != null) {
              this.storeOptions.reservoir -= weight;
            }
            wait = Math.max(this._nextRequest - now, 0);
            this._nextRequest = now + wait + this.storeOptions.minTime;
            return {
              success: true,
              wait,
              reservoir: this.storeOptions.reservoir
            };
          } else {
            return {
              success: false
            };
          }
        }
        strategyIsBlock() {
          return this.storeOptions.strategy === 3;
        }
        async __submit__(queueLength, weight) {
          var blocked, now, reachedHWM;
          await this.yieldLoop();
          if (this.storeOptions.maxConcurrent != null && weight > this.storeOptions.maxConcurrent) {
            throw new BottleneckError$2(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${this.storeOptions.maxConcurrent}`);
          }
          now = Date.now();
          reachedHWM = this.storeOptions.highWater != null && queueLength === this.storeOptions.highWater && !this.check(weight, now);
          blocked = this.strategyIsBlock() && (reachedHWM || this.isBlocked(now));
          if (blocked) {
            this._unblockTime = now + this.computePenalty();
            this._nextRequest = this._unblockTime + this.storeOptions.minTime;
            this.instance._dropAllQueued();
          }
          return {
            reachedHWM,
            blocked,
            strategy: this.storeOptions.strategy
          };
        }
        async __free__(index, weight) {
          await this.yieldLoop();
          this._running -= weight;
          this._done += weight;
          this.instance._drainAll(this.computeCapacity());
          return {
            running: this._running
          };
        }
      };
      var LocalDatastore_1 = LocalDatastore;
      var BottleneckError$3, States;
      BottleneckError$3 = BottleneckError_1;
      States = class States {
        constructor(status1) {
          this.status = status1;
          this._jobs = {};
          this.counts = this.status.map(function() {
            return 0;
          });
        }
        next(id) {
          var current, next;
          current = this._jobs[id];
          next = current + 1;
          if (current != null && next < this.status.length) {
            this.counts[current]--;
            this.counts[next]++;
            return this._jobs[id]++;
          } else if (current != null) {
            this.counts[current]--;
            return delete this._jobs[id];
          }
        }
        start(id) {
          var initial;
          initial = 0;
          this._jobs[id] = initial;
          return this.counts[initial]++;
        }
        remove(id) {
          var current;
          current = this._jobs[id];
          if (current != null) {
            this.counts[current]--;
            delete this._jobs[id];
          }
          return current != null;
        }
        jobStatus(id) {
          var ref;
          return (ref = this.status[this._jobs[id]]) != null ? ref : null;
        }
        statusJobs(status2) {
          var k, pos, ref, results, v;
          if (status2 != null) {
            pos = this.status.indexOf(status2);
            if (pos < 0) {
              throw new BottleneckError$3(`status must be one of ${this.status.join(", ")}`);
            }
            ref = this._jobs;
            results = [];
            for (k in ref) {
              v = ref[k];
              if (v === pos) {
                results.push(k);
              }
            }
            return results;
          } else {
            return Object.keys(this._jobs);
          }
        }
        statusCounts() {
          return this.counts.reduce(((acc, v, i) => {
            acc[this.status[i]] = v;
            return acc;
          }), {});
        }
      };
      var States_1 = States;
      var DLList$2, Sync;
      DLList$2 = DLList_1;
      Sync = class Sync {
        constructor(name, Promise2) {
          this.schedule = this.schedule.bind(this);
          this.name = name;
          this.Promise = Promise2;
          this._running = 0;
          this._queue = new DLList$2();
        }
        isEmpty() {
          return this._queue.length === 0;
        }
        async _tryToRun() {
          var args, cb, error, reject, resolve, returned, task;
          if (this._running < 1 && this._queue.length > 0) {
            this._running++;
            ({ task, args, resolve, reject } = this._queue.shift());
            cb = await (async function() {
              try {
                returned = await task(...args);
                return function() {
                  return resolve(returned);
                };
              } catch (error1) {
                error = error1;
                return function() {
                  return reject(error);
                };
              }
            })();
            this._running--;
            this._tryToRun();
            return cb();
          }
        }
        schedule(task, ...args) {
          var promise, reject, resolve;
          resolve = reject = null;
          promise = new this.Promise(function(_resolve, _reject) {
            resolve = _resolve;
            return reject = _reject;
          });
          this._queue.push({ task, args, resolve, reject });
          this._tryToRun();
          return promise;
        }
      };
      var Sync_1 = Sync;
      var version = "2.19.5";
      var version$1 = {
        version
      };
      var version$2 = /* @__PURE__ */ Object.freeze({
        version,
        default: version$1
      });
      var require$$2 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$3 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$4 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var Events$2, Group, IORedisConnection$1, RedisConnection$1, Scripts$1, parser$3;
      parser$3 = parser2;
      Events$2 = Events_1;
      RedisConnection$1 = require$$2;
      IORedisConnection$1 = require$$3;
      Scripts$1 = require$$4;
      Group = (function() {
        class Group2 {
          constructor(limiterOptions = {}) {
            this.deleteKey = this.deleteKey.bind(this);
            this.limiterOptions = limiterOptions;
            parser$3.load(this.limiterOptions, this.defaults, this);
            this.Events = new Events$2(this);
            this.instances = {};
            this.Bottleneck = Bottleneck_1;
            this._startAutoCleanup();
            this.sharedConnection = this.connection != null;
            if (this.connection == null) {
              if (this.limiterOptions.datastore === "redis") {
                this.connection = new RedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              } else if (this.limiterOptions.datastore === "ioredis") {
                this.connection = new IORedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              }
            }
          }
          key(key2 = "") {
            var ref;
            return (ref = this.instances[key2]) != null ? ref : (() => {
              var limiter;
              limiter = this.instances[key2] = new this.Bottleneck(Object.assign(this.limiterOptions, {
                id: `${this.id}-${key2}`,
                timeout: this.timeout,
                connection: this.connection
              }));
              this.Events.trigger("created", limiter, key2);
              return limiter;
            })();
          }
          async deleteKey(key2 = "") {
            var deleted, instance;
            instance = this.instances[key2];
            if (this.connection) {
              deleted = await this.connection.__runCommand__(["del", ...Scripts$1.allKeys(`${this.id}-${key2}`)]);
            }
            if (instance != null) {
              delete this.instances[key2];
              await instance.disconnect();
            }
            return instance != null || deleted > 0;
          }
          limiters() {
            var k, ref, results, v;
            ref = this.instances;
            results = [];
            for (k in ref) {
              v = ref[k];
              results.push({
                key: k,
                limiter: v
              });
            }
            return results;
          }
          keys() {
            return Object.keys(this.instances);
          }
          async clusterKeys() {
            var cursor, end, found, i, k, keys, len, next, start;
            if (this.connection == null) {
              return this.Promise.resolve(this.keys());
            }
            keys = [];
            cursor = null;
            start = `b_${this.id}-`.length;
            end = "_settings".length;
            while (cursor !== 0) {
              [next, found] = await this.connection.__runCommand__(["scan", cursor != null ? cursor : 0, "match", `b_${this.id}-*_settings`, "count", 1e4]);
              cursor = ~~next;
              for (i = 0, len = found.length; i < len; i++) {
                k = found[i];
                keys.push(k.slice(start, -end));
              }
            }
            return keys;
          }
          _startAutoCleanup() {
            var base;
            clearInterval(this.interval);
            return typeof (base = this.interval = setInterval(async () => {
              var e, k, ref, results, time, v;
              time = Date.now();
              ref = this.instances;
              results = [];
              for (k in ref) {
                v = ref[k];
                try {
                  if (await v._store.__groupCheck__(time)) {
                    results.push(this.deleteKey(k));
                  } else {
                    results.push(void 0);
                  }
                } catch (error) {
                  e = error;
                  results.push(v.Events.trigger("error", e));
                }
              }
              return results;
            }, this.timeout / 2)).unref === "function" ? base.unref() : void 0;
          }
          updateSettings(options2 = {}) {
            parser$3.overwrite(options2, this.defaults, this);
            parser$3.overwrite(options2, options2, this.limiterOptions);
            if (options2.timeout != null) {
              return this._startAutoCleanup();
            }
          }
          disconnect(flush = true) {
            var ref;
            if (!this.sharedConnection) {
              return (ref = this.connection) != null ? ref.disconnect(flush) : void 0;
            }
          }
        }
        Group2.prototype.defaults = {
          timeout: 1e3 * 60 * 5,
          connection: null,
          Promise,
          id: "group-key"
        };
        return Group2;
      }).call(commonjsGlobal);
      var Group_1 = Group;
      var Batcher, Events$3, parser$4;
      parser$4 = parser2;
      Events$3 = Events_1;
      Batcher = (function() {
        class Batcher2 {
          constructor(options2 = {}) {
            this.options = options2;
            parser$4.load(this.options, this.defaults, this);
            this.Events = new Events$3(this);
            this._arr = [];
            this._resetPromise();
            this._lastFlush = Date.now();
          }
          _resetPromise() {
            return this._promise = new this.Promise((res, rej) => {
              return this._resolve = res;
            });
          }
          _flush() {
            clearTimeout(this._timeout);
            this._lastFlush = Date.now();
            this._resolve();
            this.Events.trigger("batch", this._arr);
            this._arr = [];
            return this._resetPromise();
          }
          add(data) {
            var ret;
            this._arr.push(data);
            ret = this._promise;
            if (this._arr.length === this.maxSize) {
              this._flush();
            } else if (this.maxTime != null && this._arr.length === 1) {
              this._timeout = setTimeout(() => {
                return this._flush();
              }, this.maxTime);
            }
            return ret;
          }
        }
        Batcher2.prototype.defaults = {
          maxTime: null,
          maxSize: null,
          Promise
        };
        return Batcher2;
      }).call(commonjsGlobal);
      var Batcher_1 = Batcher;
      var require$$4$1 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$8 = getCjsExportFromNamespace(version$2);
      var Bottleneck3, DEFAULT_PRIORITY$1, Events$4, Job$1, LocalDatastore$1, NUM_PRIORITIES$1, Queues$1, RedisDatastore$1, States$1, Sync$1, parser$5, splice = [].splice;
      NUM_PRIORITIES$1 = 10;
      DEFAULT_PRIORITY$1 = 5;
      parser$5 = parser2;
      Queues$1 = Queues_1;
      Job$1 = Job_1;
      LocalDatastore$1 = LocalDatastore_1;
      RedisDatastore$1 = require$$4$1;
      Events$4 = Events_1;
      States$1 = States_1;
      Sync$1 = Sync_1;
      Bottleneck3 = (function() {
        class Bottleneck4 {
          constructor(options2 = {}, ...invalid) {
            var storeInstanceOptions, storeOptions;
            this._addToQueue = this._addToQueue.bind(this);
            this._validateOptions(options2, invalid);
            parser$5.load(options2, this.instanceDefaults, this);
            this._queues = new Queues$1(NUM_PRIORITIES$1);
            this._scheduled = {};
            this._states = new States$1(["RECEIVED", "QUEUED", "RUNNING", "EXECUTING"].concat(this.trackDoneStatus ? ["DONE"] : []));
            this._limiter = null;
            this.Events = new Events$4(this);
            this._submitLock = new Sync$1("submit", this.Promise);
            this._registerLock = new Sync$1("register", this.Promise);
            storeOptions = parser$5.load(options2, this.storeDefaults, {});
            this._store = (function() {
              if (this.datastore === "redis" || this.datastore === "ioredis" || this.connection != null) {
                storeInstanceOptions = parser$5.load(options2, this.redisStoreDefaults, {});
                return new RedisDatastore$1(this, storeOptions, storeInstanceOptions);
              } else if (this.datastore === "local") {
                storeInstanceOptions = parser$5.load(options2, this.localStoreDefaults, {});
                return new LocalDatastore$1(this, storeOptions, storeInstanceOptions);
              } else {
                throw new Bottleneck4.prototype.BottleneckError(`Invalid datastore type: ${this.datastore}`);
              }
            }).call(this);
            this._queues.on("leftzero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null ? typeof ref.ref === "function" ? ref.ref() : void 0 : void 0;
            });
            this._queues.on("zero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null ? typeof ref.unref === "function" ? ref.unref() : void 0 : void 0;
            });
          }
          _validateOptions(options2, invalid) {
            if (!(options2 != null && typeof options2 === "object" && invalid.length === 0)) {
              throw new Bottleneck4.prototype.BottleneckError("Bottleneck v2 takes a single object argument. Refer to https://github.com/SGrondin/bottleneck#upgrading-to-v2 if you're upgrading from Bottleneck v1.");
            }
          }
          ready() {
            return this._store.ready;
          }
          clients() {
            return this._store.clients;
          }
          channel() {
            return `b_${this.id}`;
          }
          channel_client() {
            return `b_${this.id}_${this._store.clientId}`;
          }
          publish(message3) {
            return this._store.__publish__(message3);
          }
          disconnect(flush = true) {
            return this._store.__disconnect__(flush);
          }
          chain(_limiter) {
            this._limiter = _limiter;
            return this;
          }
          queued(priority) {
            return this._queues.queued(priority);
          }
          clusterQueued() {
            return this._store.__queued__();
          }
          empty() {
            return this.queued() === 0 && this._submitLock.isEmpty();
          }
          running() {
            return this._store.__running__();
          }
          done() {
            return this._store.__done__();
          }
          jobStatus(id) {
            return this._states.jobStatus(id);
          }
          jobs(status2) {
            return this._states.statusJobs(status2);
          }
          counts() {
            return this._states.statusCounts();
          }
          _randomIndex() {
            return Math.random().toString(36).slice(2);
          }
          check(weight = 1) {
            return this._store.__check__(weight);
          }
          _clearGlobalState(index) {
            if (this._scheduled[index] != null) {
              clearTimeout(this._scheduled[index].expiration);
              delete this._scheduled[index];
              return true;
            } else {
              return false;
            }
          }
          async _free(index, job, options2, eventInfo) {
            var e, running;
            try {
              ({ running } = await this._store.__free__(index, options2.weight));
              this.Events.trigger("debug", `Freed ${options2.id}`, eventInfo);
              if (running === 0 && this.empty()) {
                return this.Events.trigger("idle");
              }
            } catch (error1) {
              e = error1;
              return this.Events.trigger("error", e);
            }
          }
          _run(index, job, wait) {
            var clearGlobalState, free, run;
            job.doRun();
            clearGlobalState = this._clearGlobalState.bind(this, index);
            run = this._run.bind(this, index, job);
            free = this._free.bind(this, index, job);
            return this._scheduled[index] = {
              timeout: setTimeout(() => {
                return job.doExecute(this._limiter, clearGlobalState, run, free);
              }, wait),
              expiration: job.options.expiration != null ? setTimeout(function() {
                return job.doExpire(clearGlobalState, run, free);
              }, wait + job.options.expiration) : void 0,
              job
            };
          }
          _drainOne(capacity) {
            return this._registerLock.schedule(() => {
              var args, index, next, options2, queue;
              if (this.queued() === 0) {
                return this.Promise.resolve(null);
              }
              queue = this._queues.getFirst();
              ({ options: options2, args } = next = queue.first());
              if (capacity != null && options2.weight > capacity) {
                return this.Promise.resolve(null);
              }
              this.Events.trigger("debug", `Draining ${options2.id}`, { args, options: options2 });
              index = this._randomIndex();
              return this._store.__register__(index, options2.weight, options2.expiration).then(({ success, wait, reservoir }) => {
                var empty;
                this.Events.trigger("debug", `Drained ${options2.id}`, { success, args, options: options2 });
                if (success) {
                  queue.shift();
                  empty = this.empty();
                  if (empty) {
                    this.Events.trigger("empty");
                  }
                  if (reservoir === 0) {
                    this.Events.trigger("depleted", empty);
                  }
                  this._run(index, next, wait);
                  return this.Promise.resolve(options2.weight);
                } else {
                  return this.Promise.resolve(null);
                }
              });
            });
          }
          _drainAll(capacity, total = 0) {
            return this._drainOne(capacity).then((drained) => {
              var newCapacity;
              if (drained != null) {
                newCapacity = capacity != null ? capacity - drained : capacity;
                return this._drainAll(newCapacity, total + drained);
              } else {
                return this.Promise.resolve(total);
              }
            }).catch((e) => {
              return this.Events.trigger("error", e);
            });
          }
          _dropAllQueued(message3) {
            return this._queues.shiftAll(function(job) {
              return job.doDrop({ message: message3 });
            });
          }
          stop(options2 = {}) {
            var done, waitForExecuting;
            options2 = parser$5.load(options2, this.stopDefaults);
            waitForExecuting = (at2) => {
              var finished;
              finished = () => {
                var counts;
                counts = this._states.counts;
                return counts[0] + counts[1] + counts[2] + counts[3] === at2;
              };
              return new this.Promise((resolve, reject) => {
                if (finished()) {
                  return resolve();
                } else {
                  return this.on("done", () => {
                    if (finished()) {
                      this.removeAllListeners("done");
                      return resolve();
                    }
                  });
                }
              });
            };
            done = options2.dropWaitingJobs ? (this._run = function(index, next) {
              return next.doDrop({
                message: options2.dropErrorMessage
              });
            }, this._drainOne = () => {
              return this.Promise.resolve(null);
            }, this._registerLock.schedule(() => {
              return this._submitLock.schedule(() => {
                var k, ref, v;
                ref = this._scheduled;
                for (k in ref) {
                  v = ref[k];
                  if (this.jobStatus(v.job.options.id) === "RUNNING") {
                    clearTimeout(v.timeout);
                    clearTimeout(v.expiration);
                    v.job.doDrop({
                      message: options2.dropErrorMessage
                    });
                  }
                }
                this._dropAllQueued(options2.dropErrorMessage);
                return waitForExecuting(0);
              });
            })) : this.schedule({
              priority: NUM_PRIORITIES$1 - 1,
              weight: 0
            }, () => {
              return waitForExecuting(1);
            });
            this._receive = function(job) {
              return job._reject(new Bottleneck4.prototype.BottleneckError(options2.enqueueErrorMessage));
            };
            this.stop = () => {
              return this.Promise.reject(new Bottleneck4.prototype.BottleneckError("stop() has already been called"));
            };
            return done;
          }
          async _addToQueue(job) {
            var args, blocked, error, options2, reachedHWM, shifted, strategy;
            ({ args, options: options2 } = job);
            try {
              ({ reachedHWM, blocked, strategy } = await this._store.__submit__(this.queued(), options2.weight));
            } catch (error1) {
              error = error1;
              this.Events.trigger("debug", `Could not queue ${options2.id}`, { args, options: options2, error });
              job.doDrop({ error });
              return false;
            }
            if (blocked) {
              job.doDrop();
              return true;
            } else if (reachedHWM) {
              shifted = strategy === Bottleneck4.prototype.strategy.LEAK ? this._queues.shiftLastFrom(options2.priority) : strategy === Bottleneck4.prototype.strategy.OVERFLOW_PRIORITY ? this._queues.shiftLastFrom(options2.priority + 1) : strategy === Bottleneck4.prototype.strategy.OVERFLOW ? job : void 0;
              if (shifted != null) {
                shifted.doDrop();
              }
              if (shifted == null || strategy === Bottleneck4.prototype.strategy.OVERFLOW) {
                if (shifted == null) {
                  job.doDrop();
                }
                return reachedHWM;
              }
            }
            job.doQueue(reachedHWM, blocked);
            this._queues.push(job);
            await this._drainAll();
            return reachedHWM;
          }
          _receive(job) {
            if (this._states.jobStatus(job.options.id) != null) {
              job._reject(new Bottleneck4.prototype.BottleneckError(`A job with the same id already exists (id=${job.options.id})`));
              return false;
            } else {
              job.doReceive();
              return this._submitLock.schedule(this._addToQueue, job);
            }
          }
          submit(...args) {
            var cb, fn, job, options2, ref, ref1, task;
            if (typeof args[0] === "function") {
              ref = args, [fn, ...args] = ref, [cb] = splice.call(args, -1);
              options2 = parser$5.load({}, this.jobDefaults);
            } else {
              ref1 = args, [options2, fn, ...args] = ref1, [cb] = splice.call(args, -1);
              options2 = parser$5.load(options2, this.jobDefaults);
            }
            task = (...args2) => {
              return new this.Promise(function(resolve, reject) {
                return fn(...args2, function(...args3) {
                  return (args3[0] != null ? reject : resolve)(args3);
                });
              });
            };
            job = new Job$1(task, args, options2, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            job.promise.then(function(args2) {
              return typeof cb === "function" ? cb(...args2) : void 0;
            }).catch(function(args2) {
              if (Array.isArray(args2)) {
                return typeof cb === "function" ? cb(...args2) : void 0;
              } else {
                return typeof cb === "function" ? cb(args2) : void 0;
              }
            });
            return this._receive(job);
          }
          schedule(...args) {
            var job, options2, task;
            if (typeof args[0] === "function") {
              [task, ...args] = args;
              options2 = {};
            } else {
              [options2, task, ...args] = args;
            }
            job = new Job$1(task, args, options2, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            this._receive(job);
            return job.promise;
          }
          wrap(fn) {
            var schedule, wrapped;
            schedule = this.schedule.bind(this);
            wrapped = function(...args) {
              return schedule(fn.bind(this), ...args);
            };
            wrapped.withOptions = function(options2, ...args) {
              return schedule(options2, fn, ...args);
            };
            return wrapped;
          }
          async updateSettings(options2 = {}) {
            await this._store.__updateSettings__(parser$5.overwrite(options2, this.storeDefaults));
            parser$5.overwrite(options2, this.instanceDefaults, this);
            return this;
          }
          currentReservoir() {
            return this._store.__currentReservoir__();
          }
          incrementReservoir(incr = 0) {
            return this._store.__incrementReservoir__(incr);
          }
        }
        Bottleneck4.default = Bottleneck4;
        Bottleneck4.Events = Events$4;
        Bottleneck4.version = Bottleneck4.prototype.version = require$$8.version;
        Bottleneck4.strategy = Bottleneck4.prototype.strategy = {
          LEAK: 1,
          OVERFLOW: 2,
          OVERFLOW_PRIORITY: 4,
          BLOCK: 3
        };
        Bottleneck4.BottleneckError = Bottleneck4.prototype.BottleneckError = BottleneckError_1;
        Bottleneck4.Group = Bottleneck4.prototype.Group = Group_1;
        Bottleneck4.RedisConnection = Bottleneck4.prototype.RedisConnection = require$$2;
        Bottleneck4.IORedisConnection = Bottleneck4.prototype.IORedisConnection = require$$3;
        Bottleneck4.Batcher = Bottleneck4.prototype.Batcher = Batcher_1;
        Bottleneck4.prototype.jobDefaults = {
          priority: DEFAULT_PRIORITY$1,
          weight: 1,
          expiration: null,
          id: "<no-id>"
        };
        Bottleneck4.prototype.storeDefaults = {
          maxConcurrent: null,
          minTime: 0,
          highWater: null,
          strategy: Bottleneck4.prototype.strategy.LEAK,
          penalty: null,
          reservoir: null,
          reservoirRefreshInterval: null,
          reservoirRefreshAmount: null,
          reservoirIncreaseInterval: null,
          reservoirIncreaseAmount: null,
          reservoirIncreaseMaximum: null
        };
        Bottleneck4.prototype.localStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 250
        };
        Bottleneck4.prototype.redisStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 5e3,
          clientTimeout: 1e4,
          Redis: null,
          clientOptions: {},
          clusterNodes: null,
          clearDatastore: false,
          connection: null
        };
        Bottleneck4.prototype.instanceDefaults = {
          datastore: "local",
          connection: null,
          id: "<no-id>",
          rejectOnDrop: true,
          trackDoneStatus: false,
          Promise
        };
        Bottleneck4.prototype.stopDefaults = {
          enqueueErrorMessage: "This limiter has been stopped and cannot accept new jobs.",
          dropWaitingJobs: true,
          dropErrorMessage: "This limiter has been stopped."
        };
        return Bottleneck4;
      }).call(commonjsGlobal);
      var Bottleneck_1 = Bottleneck3;
      var lib = Bottleneck_1;
      return lib;
    }));
  }
});

// node_modules/bottleneck/lib/parser.js
var require_parser = __commonJS({
  "node_modules/bottleneck/lib/parser.js"(exports2) {
    "use strict";
    exports2.load = function(received, defaults, onto = {}) {
      var k, ref, v;
      for (k in defaults) {
        v = defaults[k];
        onto[k] = (ref = received[k]) != null ? ref : v;
      }
      return onto;
    };
    exports2.overwrite = function(received, defaults, onto = {}) {
      var k, v;
      for (k in received) {
        v = received[k];
        if (defaults[k] !== void 0) {
          onto[k] = v;
        }
      }
      return onto;
    };
  }
});

// node_modules/bottleneck/lib/DLList.js
var require_DLList = __commonJS({
  "node_modules/bottleneck/lib/DLList.js"(exports2, module2) {
    "use strict";
    var DLList;
    DLList = class DLList {
      constructor(incr, decr) {
        this.incr = incr;
        this.decr = decr;
        this._first = null;
        this._last = null;
        this.length = 0;
      }
      push(value) {
        var node;
        this.length++;
        if (typeof this.incr === "function") {
          this.incr();
        }
        node = {
          value,
          prev: this._last,
          next: null
        };
        if (this._last != null) {
          this._last.next = node;
          this._last = node;
        } else {
          this._first = this._last = node;
        }
        return void 0;
      }
      shift() {
        var value;
        if (this._first == null) {
          return;
        } else {
          this.length--;
          if (typeof this.decr === "function") {
            this.decr();
          }
        }
        value = this._first.value;
        if ((this._first = this._first.next) != null) {
          this._first.prev = null;
        } else {
          this._last = null;
        }
        return value;
      }
      first() {
        if (this._first != null) {
          return this._first.value;
        }
      }
      getArray() {
        var node, ref, results;
        node = this._first;
        results = [];
        while (node != null) {
          results.push((ref = node, node = node.next, ref.value));
        }
        return results;
      }
      forEachShift(cb) {
        var node;
        node = this.shift();
        while (node != null) {
          cb(node), node = this.shift();
        }
        return void 0;
      }
      debug() {
        var node, ref, ref1, ref2, results;
        node = this._first;
        results = [];
        while (node != null) {
          results.push((ref = node, node = node.next, {
            value: ref.value,
            prev: (ref1 = ref.prev) != null ? ref1.value : void 0,
            next: (ref2 = ref.next) != null ? ref2.value : void 0
          }));
        }
        return results;
      }
    };
    module2.exports = DLList;
  }
});

// node_modules/bottleneck/lib/Events.js
var require_Events = __commonJS({
  "node_modules/bottleneck/lib/Events.js"(exports2, module2) {
    "use strict";
    function asyncGeneratorStep2(gen, resolve, reject, _next, _throw, key2, arg) {
      try {
        var info = gen[key2](arg);
        var value = info.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info.done) {
        resolve(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self2 = this, args = arguments;
        return new Promise(function(resolve, reject) {
          var gen = fn.apply(self2, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var Events2;
    Events2 = class Events {
      constructor(instance) {
        this.instance = instance;
        this._events = {};
        if (this.instance.on != null || this.instance.once != null || this.instance.removeAllListeners != null) {
          throw new Error("An Emitter already exists for this object");
        }
        this.instance.on = (name, cb) => {
          return this._addListener(name, "many", cb);
        };
        this.instance.once = (name, cb) => {
          return this._addListener(name, "once", cb);
        };
        this.instance.removeAllListeners = (name = null) => {
          if (name != null) {
            return delete this._events[name];
          } else {
            return this._events = {};
          }
        };
      }
      _addListener(name, status2, cb) {
        var base;
        if ((base = this._events)[name] == null) {
          base[name] = [];
        }
        this._events[name].push({
          cb,
          status: status2
        });
        return this.instance;
      }
      listenerCount(name) {
        if (this._events[name] != null) {
          return this._events[name].length;
        } else {
          return 0;
        }
      }
      trigger(name, ...args) {
        var _this = this;
        return _asyncToGenerator2(function* () {
          var e, promises;
          try {
            if (name !== "debug") {
              _this.trigger("debug", `Event triggered: ${name}`, args);
            }
            if (_this._events[name] == null) {
              return;
            }
            _this._events[name] = _this._events[name].filter(function(listener) {
              return listener.status !== "none";
            });
            promises = _this._events[name].map(
              /* @__PURE__ */ (function() {
                var _ref = _asyncToGenerator2(function* (listener) {
                  var e2, returned;
                  if (listener.status === "none") {
                    return;
                  }
                  if (listener.status === "once") {
                    listener.status = "none";
                  }
                  try {
                    returned = typeof listener.cb === "function" ? listener.cb(...args) : void 0;
                    if (typeof (returned != null ? returned.then : void 0) === "function") {
                      return yield returned;
                    } else {
                      return returned;
                    }
                  } catch (error) {
                    e2 = error;
                    if (true) {
                      _this.trigger("error", e2);
                    }
                    return null;
                  }
                });
                return function(_x) {
                  return _ref.apply(this, arguments);
                };
              })()
            );
            return (yield Promise.all(promises)).find(function(x) {
              return x != null;
            });
          } catch (error) {
            e = error;
            if (true) {
              _this.trigger("error", e);
            }
            return null;
          }
        })();
      }
    };
    module2.exports = Events2;
  }
});

// node_modules/bottleneck/lib/Queues.js
var require_Queues = __commonJS({
  "node_modules/bottleneck/lib/Queues.js"(exports2, module2) {
    "use strict";
    var DLList;
    var Events2;
    var Queues;
    DLList = require_DLList();
    Events2 = require_Events();
    Queues = class Queues {
      constructor(num_priorities) {
        var i;
        this.Events = new Events2(this);
        this._length = 0;
        this._lists = function() {
          var j, ref, results;
          results = [];
          for (i = j = 1, ref = num_priorities; 1 <= ref ? j <= ref : j >= ref; i = 1 <= ref ? ++j : --j) {
            results.push(new DLList(() => {
              return this.incr();
            }, () => {
              return this.decr();
            }));
          }
          return results;
        }.call(this);
      }
      incr() {
        if (this._length++ === 0) {
          return this.Events.trigger("leftzero");
        }
      }
      decr() {
        if (--this._length === 0) {
          return this.Events.trigger("zero");
        }
      }
      push(job) {
        return this._lists[job.options.priority].push(job);
      }
      queued(priority) {
        if (priority != null) {
          return this._lists[priority].length;
        } else {
          return this._length;
        }
      }
      shiftAll(fn) {
        return this._lists.forEach(function(list) {
          return list.forEachShift(fn);
        });
      }
      getFirst(arr = this._lists) {
        var j, len, list;
        for (j = 0, len = arr.length; j < len; j++) {
          list = arr[j];
          if (list.length > 0) {
            return list;
          }
        }
        return [];
      }
      shiftLastFrom(priority) {
        return this.getFirst(this._lists.slice(priority).reverse()).shift();
      }
    };
    module2.exports = Queues;
  }
});

// node_modules/bottleneck/lib/BottleneckError.js
var require_BottleneckError = __commonJS({
  "node_modules/bottleneck/lib/BottleneckError.js"(exports2, module2) {
    "use strict";
    var BottleneckError;
    BottleneckError = class BottleneckError extends Error {
    };
    module2.exports = BottleneckError;
  }
});

// node_modules/bottleneck/lib/Job.js
var require_Job = __commonJS({
  "node_modules/bottleneck/lib/Job.js"(exports2, module2) {
    "use strict";
    function asyncGeneratorStep2(gen, resolve, reject, _next, _throw, key2, arg) {
      try {
        var info = gen[key2](arg);
        var value = info.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info.done) {
        resolve(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self2 = this, args = arguments;
        return new Promise(function(resolve, reject) {
          var gen = fn.apply(self2, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var BottleneckError;
    var DEFAULT_PRIORITY;
    var Job;
    var NUM_PRIORITIES;
    var parser2;
    NUM_PRIORITIES = 10;
    DEFAULT_PRIORITY = 5;
    parser2 = require_parser();
    BottleneckError = require_BottleneckError();
    Job = class Job {
      constructor(task, args, options2, jobDefaults, rejectOnDrop, Events2, _states, Promise2) {
        this.task = task;
        this.args = args;
        this.rejectOnDrop = rejectOnDrop;
        this.Events = Events2;
        this._states = _states;
        this.Promise = Promise2;
        this.options = parser2.load(options2, jobDefaults);
        this.options.priority = this._sanitizePriority(this.options.priority);
        if (this.options.id === jobDefaults.id) {
          this.options.id = `${this.options.id}-${this._randomIndex()}`;
        }
        this.promise = new this.Promise((_resolve, _reject) => {
          this._resolve = _resolve;
          this._reject = _reject;
        });
        this.retryCount = 0;
      }
      _sanitizePriority(priority) {
        var sProperty;
        sProperty = ~~priority !== priority ? DEFAULT_PRIORITY : priority;
        if (sProperty < 0) {
          return 0;
        } else if (sProperty > NUM_PRIORITIES - 1) {
          return NUM_PRIORITIES - 1;
        } else {
          return sProperty;
        }
      }
      _randomIndex() {
        return Math.random().toString(36).slice(2);
      }
      doDrop({
        error,
        message: message3 = "This job has been dropped by Bottleneck"
      } = {}) {
        if (this._states.remove(this.options.id)) {
          if (this.rejectOnDrop) {
            this._reject(error != null ? error : new BottleneckError(message3));
          }
          this.Events.trigger("dropped", {
            args: this.args,
            options: this.options,
            task: this.task,
            promise: this.promise
          });
          return true;
        } else {
          return false;
        }
      }
      _assertStatus(expected) {
        var status2;
        status2 = this._states.jobStatus(this.options.id);
        if (!(status2 === expected || expected === "DONE" && status2 === null)) {
          throw new BottleneckError(`Invalid job status ${status2}, expected ${expected}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`);
        }
      }
      doReceive() {
        this._states.start(this.options.id);
        return this.Events.trigger("received", {
          args: this.args,
          options: this.options
        });
      }
      doQueue(reachedHWM, blocked) {
        this._assertStatus("RECEIVED");
        this._states.next(this.options.id);
        return this.Events.trigger("queued", {
          args: this.args,
          options: this.options,
          reachedHWM,
          blocked
        });
      }
      doRun() {
        if (this.retryCount === 0) {
          this._assertStatus("QUEUED");
          this._states.next(this.options.id);
        } else {
          this._assertStatus("EXECUTING");
        }
        return this.Events.trigger("scheduled", {
          args: this.args,
          options: this.options
        });
      }
      doExecute(chained, clearGlobalState, run, free) {
        var _this = this;
        return _asyncToGenerator2(function* () {
          var error, eventInfo, passed;
          if (_this.retryCount === 0) {
            _this._assertStatus("RUNNING");
            _this._states.next(_this.options.id);
          } else {
            _this._assertStatus("EXECUTING");
          }
          eventInfo = {
            args: _this.args,
            options: _this.options,
            retryCount: _this.retryCount
          };
          _this.Events.trigger("executing", eventInfo);
          try {
            passed = yield chained != null ? chained.schedule(_this.options, _this.task, ..._this.args) : _this.task(..._this.args);
            if (clearGlobalState()) {
              _this.doDone(eventInfo);
              yield free(_this.options, eventInfo);
              _this._assertStatus("DONE");
              return _this._resolve(passed);
            }
          } catch (error1) {
            error = error1;
            return _this._onFailure(error, eventInfo, clearGlobalState, run, free);
          }
        })();
      }
      doExpire(clearGlobalState, run, free) {
        var error, eventInfo;
        if (this._states.jobStatus(this.options.id === "RUNNING")) {
          this._states.next(this.options.id);
        }
        this._assertStatus("EXECUTING");
        eventInfo = {
          args: this.args,
          options: this.options,
          retryCount: this.retryCount
        };
        error = new BottleneckError(`This job timed out after ${this.options.expiration} ms.`);
        return this._onFailure(error, eventInfo, clearGlobalState, run, free);
      }
      _onFailure(error, eventInfo, clearGlobalState, run, free) {
        var _this2 = this;
        return _asyncToGenerator2(function* () {
          var retry2, retryAfter;
          if (clearGlobalState()) {
            retry2 = yield _this2.Events.trigger("failed", error, eventInfo);
            if (retry2 != null) {
              retryAfter = ~~retry2;
              _this2.Events.trigger("retry", `Retrying ${_this2.options.id} after ${retryAfter} ms`, eventInfo);
              _this2.retryCount++;
              return run(retryAfter);
            } else {
              _this2.doDone(eventInfo);
              yield free(_this2.options, eventInfo);
              _this2._assertStatus("DONE");
              return _this2._reject(error);
            }
          }
        })();
      }
      doDone(eventInfo) {
        this._assertStatus("EXECUTING");
        this._states.next(this.options.id);
        return this.Events.trigger("done", eventInfo);
      }
    };
    module2.exports = Job;
  }
});

// node_modules/bottleneck/lib/LocalDatastore.js
var require_LocalDatastore = __commonJS({
  "node_modules/bottleneck/lib/LocalDatastore.js"(exports2, module2) {
    "use strict";
    function asyncGeneratorStep2(gen, resolve, reject, _next, _throw, key2, arg) {
      try {
        var info = gen[key2](arg);
        var value = info.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info.done) {
        resolve(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self2 = this, args = arguments;
        return new Promise(function(resolve, reject) {
          var gen = fn.apply(self2, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var BottleneckError;
    var LocalDatastore;
    var parser2;
    parser2 = require_parser();
    BottleneckError = require_BottleneckError();
    LocalDatastore = class LocalDatastore {
      constructor(instance, storeOptions, storeInstanceOptions) {
        this.instance = instance;
        this.storeOptions = storeOptions;
        this.clientId = this.instance._randomIndex();
        parser2.load(storeInstanceOptions, storeInstanceOptions, this);
        this._nextRequest = this._lastReservoirRefresh = this._lastReservoirIncrease = Date.now();
        this._running = 0;
        this._done = 0;
        this._unblockTime = 0;
        this.ready = this.Promise.resolve();
        this.clients = {};
        this._startHeartbeat();
      }
      _startHeartbeat() {
        var base;
        if (this.heartbeat == null && (this.storeOptions.reservoirRefreshInterval != null && this.storeOptions.reservoirRefreshAmount != null || this.storeOptions.reservoirIncreaseInterval != null && this.storeOptions.reservoirIncreaseAmount != null)) {
          return typeof (base = this.heartbeat = setInterval(() => {
            var amount, incr, maximum, now, reservoir;
            now = Date.now();
            if (this.storeOptions.reservoirRefreshInterval != null && now >= this._lastReservoirRefresh + this.storeOptions.reservoirRefreshInterval) {
              this._lastReservoirRefresh = now;
              this.storeOptions.reservoir = this.storeOptions.reservoirRefreshAmount;
              this.instance._drainAll(this.computeCapacity());
            }
            if (this.storeOptions.reservoirIncreaseInterval != null && now >= this._lastReservoirIncrease + this.storeOptions.reservoirIncreaseInterval) {
              var _this$storeOptions = this.storeOptions;
              amount = _this$storeOptions.reservoirIncreaseAmount;
              maximum = _this$storeOptions.reservoirIncreaseMaximum;
              reservoir = _this$storeOptions.reservoir;
              this._lastReservoirIncrease = now;
              incr = maximum != null ? Math.min(amount, maximum - reservoir) : amount;
              if (incr > 0) {
                this.storeOptions.reservoir += incr;
                return this.instance._drainAll(this.computeCapacity());
              }
            }
          }, this.heartbeatInterval)).unref === "function" ? base.unref() : void 0;
        } else {
          return clearInterval(this.heartbeat);
        }
      }
      __publish__(message3) {
        var _this = this;
        return _asyncToGenerator2(function* () {
          yield _this.yieldLoop();
          return _this.instance.Events.trigger("message", message3.toString());
        })();
      }
      __disconnect__(flush) {
        var _this2 = this;
        return _asyncToGenerator2(function* () {
          yield _this2.yieldLoop();
          clearInterval(_this2.heartbeat);
          return _this2.Promise.resolve();
        })();
      }
      yieldLoop(t = 0) {
        return new this.Promise(function(resolve, reject) {
          return setTimeout(resolve, t);
        });
      }
      computePenalty() {
        var ref;
        return (ref = this.storeOptions.penalty) != null ? ref : 15 * this.storeOptions.minTime || 5e3;
      }
      __updateSettings__(options2) {
        var _this3 = this;
        return _asyncToGenerator2(function* () {
          yield _this3.yieldLoop();
          parser2.overwrite(options2, options2, _this3.storeOptions);
          _this3._startHeartbeat();
          _this3.instance._drainAll(_this3.computeCapacity());
          return true;
        })();
      }
      __running__() {
        var _this4 = this;
        return _asyncToGenerator2(function* () {
          yield _this4.yieldLoop();
          return _this4._running;
        })();
      }
      __queued__() {
        var _this5 = this;
        return _asyncToGenerator2(function* () {
          yield _this5.yieldLoop();
          return _this5.instance.queued();
        })();
      }
      __done__() {
        var _this6 = this;
        return _asyncToGenerator2(function* () {
          yield _this6.yieldLoop();
          return _this6._done;
        })();
      }
      __groupCheck__(time) {
        var _this7 = this;
        return _asyncToGenerator2(function* () {
          yield _this7.yieldLoop();
          return _this7._nextRequest + _this7.timeout < time;
        })();
      }
      computeCapacity() {
        var maxConcurrent, reservoir;
        var _this$storeOptions2 = this.storeOptions;
        maxConcurrent = _this$storeOptions2.maxConcurrent;
        reservoir = _this$storeOptions2.reservoir;
        if (maxConcurrent != null && reservoir != null) {
          return Math.min(maxConcurrent - this._running, reservoir);
        } else if (maxConcurrent != null) {
          return maxConcurrent - this._running;
        } else if (reservoir != null) {
          return reservoir;
        } else {
          return null;
        }
      }
      conditionsCheck(weight) {
        var capacity;
        capacity = this.computeCapacity();
        return capacity == null || weight <= capacity;
      }
      __incrementReservoir__(incr) {
        var _this8 = this;
        return _asyncToGenerator2(function* () {
          var reservoir;
          yield _this8.yieldLoop();
          reservoir = _this8.storeOptions.reservoir += incr;
          _this8.instance._drainAll(_this8.computeCapacity());
          return reservoir;
        })();
      }
      __currentReservoir__() {
        var _this9 = this;
        return _asyncToGenerator2(function* () {
          yield _this9.yieldLoop();
          return _this9.storeOptions.reservoir;
        })();
      }
      isBlocked(now) {
        return this._unblockTime >= now;
      }
      check(weight, now) {
        return this.conditionsCheck(weight) && this._nextRequest - now <= 0;
      }
      __check__(weight) {
        var _this10 = this;
        return _asyncToGenerator2(function* () {
          var now;
          yield _this10.yieldLoop();
          now = Date.now();
          return _this10.check(weight, now);
        })();
      }
      __register__(index, weight, expiration) {
        var _this11 = this;
        return _asyncToGenerator2(function* () {
          var now, wait;
          yield _this11.yieldLoop();
          now = Date.now();
          if (_this11.conditionsCheck(weight)) {
            _this11._running += weight;
            if (_this11.storeOptions.reservoir != null) {
              _this11.storeOptions.reservoir -= weight;
            }
            wait = Math.max(_this11._nextRequest - now, 0);
            _this11._nextRequest = now + wait + _this11.storeOptions.minTime;
            return {
              success: true,
              wait,
              reservoir: _this11.storeOptions.reservoir
            };
          } else {
            return {
              success: false
            };
          }
        })();
      }
      strategyIsBlock() {
        return this.storeOptions.strategy === 3;
      }
      __submit__(queueLength, weight) {
        var _this12 = this;
        return _asyncToGenerator2(function* () {
          var blocked, now, reachedHWM;
          yield _this12.yieldLoop();
          if (_this12.storeOptions.maxConcurrent != null && weight > _this12.storeOptions.maxConcurrent) {
            throw new BottleneckError(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${_this12.storeOptions.maxConcurrent}`);
          }
          now = Date.now();
          reachedHWM = _this12.storeOptions.highWater != null && queueLength === _this12.storeOptions.highWater && !_this12.check(weight, now);
          blocked = _this12.strategyIsBlock() && (reachedHWM || _this12.isBlocked(now));
          if (blocked) {
            _this12._unblockTime = now + _this12.computePenalty();
            _this12._nextRequest = _this12._unblockTime + _this12.storeOptions.minTime;
            _this12.instance._dropAllQueued();
          }
          return {
            reachedHWM,
            blocked,
            strategy: _this12.storeOptions.strategy
          };
        })();
      }
      __free__(index, weight) {
        var _this13 = this;
        return _asyncToGenerator2(function* () {
          yield _this13.yieldLoop();
          _this13._running -= weight;
          _this13._done += weight;
          _this13.instance._drainAll(_this13.computeCapacity());
          return {
            running: _this13._running
          };
        })();
      }
    };
    module2.exports = LocalDatastore;
  }
});

// node_modules/bottleneck/lib/lua.json
var require_lua = __commonJS({
  "node_modules/bottleneck/lib/lua.json"(exports2, module2) {
    module2.exports = {
      "blacklist_client.lua": "local blacklist = ARGV[num_static_argv + 1]\n\nif redis.call('zscore', client_last_seen_key, blacklist) then\n  redis.call('zadd', client_last_seen_key, 0, blacklist)\nend\n\n\nreturn {}\n",
      "check.lua": "local weight = tonumber(ARGV[num_static_argv + 1])\n\nlocal capacity = process_tick(now, false)['capacity']\nlocal nextRequest = tonumber(redis.call('hget', settings_key, 'nextRequest'))\n\nreturn conditions_check(capacity, weight) and nextRequest - now <= 0\n",
      "conditions_check.lua": "local conditions_check = function (capacity, weight)\n  return capacity == nil or weight <= capacity\nend\n",
      "current_reservoir.lua": "return process_tick(now, false)['reservoir']\n",
      "done.lua": "process_tick(now, false)\n\nreturn tonumber(redis.call('hget', settings_key, 'done'))\n",
      "free.lua": "local index = ARGV[num_static_argv + 1]\n\nredis.call('zadd', job_expirations_key, 0, index)\n\nreturn process_tick(now, false)['running']\n",
      "get_time.lua": "redis.replicate_commands()\n\nlocal get_time = function ()\n  local time = redis.call('time')\n\n  return tonumber(time[1]..string.sub(time[2], 1, 3))\nend\n",
      "group_check.lua": "return not (redis.call('exists', settings_key) == 1)\n",
      "heartbeat.lua": "process_tick(now, true)\n",
      "increment_reservoir.lua": "local incr = tonumber(ARGV[num_static_argv + 1])\n\nredis.call('hincrby', settings_key, 'reservoir', incr)\n\nlocal reservoir = process_tick(now, true)['reservoir']\n\nlocal groupTimeout = tonumber(redis.call('hget', settings_key, 'groupTimeout'))\nrefresh_expiration(0, 0, groupTimeout)\n\nreturn reservoir\n",
      "init.lua": `local clear = tonumber(ARGV[num_static_argv + 1])
local limiter_version = ARGV[num_static_argv + 2]
local num_local_argv = num_static_argv + 2

if clear == 1 then
  redis.call('del', unpack(KEYS))
end

if redis.call('exists', settings_key) == 0 then
  -- Create
  local args = {'hmset', settings_key}

  for i = num_local_argv + 1, #ARGV do
    table.insert(args, ARGV[i])
  end

  redis.call(unpack(args))
  redis.call('hmset', settings_key,
    'nextRequest', now,
    'lastReservoirRefresh', now,
    'lastReservoirIncrease', now,
    'running', 0,
    'done', 0,
    'unblockTime', 0,
    'capacityPriorityCounter', 0
  )

else
  -- Apply migrations
  local settings = redis.call('hmget', settings_key,
    'id',
    'version'
  )
  local id = settings[1]
  local current_version = settings[2]

  if current_version ~= limiter_version then
    local version_digits = {}
    for k, v in string.gmatch(current_version, "([^.]+)") do
      table.insert(version_digits, tonumber(k))
    end

    -- 2.10.0
    if version_digits[2] < 10 then
      redis.call('hsetnx', settings_key, 'reservoirRefreshInterval', '')
      redis.call('hsetnx', settings_key, 'reservoirRefreshAmount', '')
      redis.call('hsetnx', settings_key, 'lastReservoirRefresh', '')
      redis.call('hsetnx', settings_key, 'done', 0)
      redis.call('hset', settings_key, 'version', '2.10.0')
    end

    -- 2.11.1
    if version_digits[2] < 11 or (version_digits[2] == 11 and version_digits[3] < 1) then
      if redis.call('hstrlen', settings_key, 'lastReservoirRefresh') == 0 then
        redis.call('hmset', settings_key,
          'lastReservoirRefresh', now,
          'version', '2.11.1'
        )
      end
    end

    -- 2.14.0
    if version_digits[2] < 14 then
      local old_running_key = 'b_'..id..'_running'
      local old_executing_key = 'b_'..id..'_executing'

      if redis.call('exists', old_running_key) == 1 then
        redis.call('rename', old_running_key, job_weights_key)
      end
      if redis.call('exists', old_executing_key) == 1 then
        redis.call('rename', old_executing_key, job_expirations_key)
      end
      redis.call('hset', settings_key, 'version', '2.14.0')
    end

    -- 2.15.2
    if version_digits[2] < 15 or (version_digits[2] == 15 and version_digits[3] < 2) then
      redis.call('hsetnx', settings_key, 'capacityPriorityCounter', 0)
      redis.call('hset', settings_key, 'version', '2.15.2')
    end

    -- 2.17.0
    if version_digits[2] < 17 then
      redis.call('hsetnx', settings_key, 'clientTimeout', 10000)
      redis.call('hset', settings_key, 'version', '2.17.0')
    end

    -- 2.18.0
    if version_digits[2] < 18 then
      redis.call('hsetnx', settings_key, 'reservoirIncreaseInterval', '')
      redis.call('hsetnx', settings_key, 'reservoirIncreaseAmount', '')
      redis.call('hsetnx', settings_key, 'reservoirIncreaseMaximum', '')
      redis.call('hsetnx', settings_key, 'lastReservoirIncrease', now)
      redis.call('hset', settings_key, 'version', '2.18.0')
    end

  end

  process_tick(now, false)
end

local groupTimeout = tonumber(redis.call('hget', settings_key, 'groupTimeout'))
refresh_expiration(0, 0, groupTimeout)

return {}
`,
      "process_tick.lua": "local process_tick = function (now, always_publish)\n\n  local compute_capacity = function (maxConcurrent, running, reservoir)\n    if maxConcurrent ~= nil and reservoir ~= nil then\n      return math.min((maxConcurrent - running), reservoir)\n    elseif maxConcurrent ~= nil then\n      return maxConcurrent - running\n    elseif reservoir ~= nil then\n      return reservoir\n    else\n      return nil\n    end\n  end\n\n  local settings = redis.call('hmget', settings_key,\n    'id',\n    'maxConcurrent',\n    'running',\n    'reservoir',\n    'reservoirRefreshInterval',\n    'reservoirRefreshAmount',\n    'lastReservoirRefresh',\n    'reservoirIncreaseInterval',\n    'reservoirIncreaseAmount',\n    'reservoirIncreaseMaximum',\n    'lastReservoirIncrease',\n    'capacityPriorityCounter',\n    'clientTimeout'\n  )\n  local id = settings[1]\n  local maxConcurrent = tonumber(settings[2])\n  local running = tonumber(settings[3])\n  local reservoir = tonumber(settings[4])\n  local reservoirRefreshInterval = tonumber(settings[5])\n  local reservoirRefreshAmount = tonumber(settings[6])\n  local lastReservoirRefresh = tonumber(settings[7])\n  local reservoirIncreaseInterval = tonumber(settings[8])\n  local reservoirIncreaseAmount = tonumber(settings[9])\n  local reservoirIncreaseMaximum = tonumber(settings[10])\n  local lastReservoirIncrease = tonumber(settings[11])\n  local capacityPriorityCounter = tonumber(settings[12])\n  local clientTimeout = tonumber(settings[13])\n\n  local initial_capacity = compute_capacity(maxConcurrent, running, reservoir)\n\n  --\n  -- Process 'running' changes\n  --\n  local expired = redis.call('zrangebyscore', job_expirations_key, '-inf', '('..now)\n\n  if #expired > 0 then\n    redis.call('zremrangebyscore', job_expirations_key, '-inf', '('..now)\n\n    local flush_batch = function (batch, acc)\n      local weights = redis.call('hmget', job_weights_key, unpack(batch))\n                      redis.call('hdel',  job_weights_key, unpack(batch))\n      local clients = redis.call('hmget', job_clients_key, unpack(batch))\n                      redis.call('hdel',  job_clients_key, unpack(batch))\n\n      -- Calculate sum of removed weights\n      for i = 1, #weights do\n        acc['total'] = acc['total'] + (tonumber(weights[i]) or 0)\n      end\n\n      -- Calculate sum of removed weights by client\n      local client_weights = {}\n      for i = 1, #clients do\n        local removed = tonumber(weights[i]) or 0\n        if removed > 0 then\n          acc['client_weights'][clients[i]] = (acc['client_weights'][clients[i]] or 0) + removed\n        end\n      end\n    end\n\n    local acc = {\n      ['total'] = 0,\n      ['client_weights'] = {}\n    }\n    local batch_size = 1000\n\n    -- Compute changes to Zsets and apply changes to Hashes\n    for i = 1, #expired, batch_size do\n      local batch = {}\n      for j = i, math.min(i + batch_size - 1, #expired) do\n        table.insert(batch, expired[j])\n      end\n\n      flush_batch(batch, acc)\n    end\n\n    -- Apply changes to Zsets\n    if acc['total'] > 0 then\n      redis.call('hincrby', settings_key, 'done', acc['total'])\n      running = tonumber(redis.call('hincrby', settings_key, 'running', -acc['total']))\n    end\n\n    for client, weight in pairs(acc['client_weights']) do\n      redis.call('zincrby', client_running_key, -weight, client)\n    end\n  end\n\n  --\n  -- Process 'reservoir' changes\n  --\n  local reservoirRefreshActive = reservoirRefreshInterval ~= nil and reservoirRefreshAmount ~= nil\n  if reservoirRefreshActive and now >= lastReservoirRefresh + reservoirRefreshInterval then\n    reservoir = reservoirRefreshAmount\n    redis.call('hmset', settings_key,\n      'reservoir', reservoir,\n      'lastReservoirRefresh', now\n    )\n  end\n\n  local reservoirIncreaseActive = reservoirIncreaseInterval ~= nil and reservoirIncreaseAmount ~= nil\n  if reservoirIncreaseActive and now >= lastReservoirIncrease + reservoirIncreaseInterval then\n    local num_intervals = math.floor((now - lastReservoirIncrease) / reservoirIncreaseInterval)\n    local incr = reservoirIncreaseAmount * num_intervals\n    if reservoirIncreaseMaximum ~= nil then\n      incr = math.min(incr, reservoirIncreaseMaximum - (reservoir or 0))\n    end\n    if incr > 0 then\n      reservoir = (reservoir or 0) + incr\n    end\n    redis.call('hmset', settings_key,\n      'reservoir', reservoir,\n      'lastReservoirIncrease', lastReservoirIncrease + (num_intervals * reservoirIncreaseInterval)\n    )\n  end\n\n  --\n  -- Clear unresponsive clients\n  --\n  local unresponsive = redis.call('zrangebyscore', client_last_seen_key, '-inf', (now - clientTimeout))\n  local unresponsive_lookup = {}\n  local terminated_clients = {}\n  for i = 1, #unresponsive do\n    unresponsive_lookup[unresponsive[i]] = true\n    if tonumber(redis.call('zscore', client_running_key, unresponsive[i])) == 0 then\n      table.insert(terminated_clients, unresponsive[i])\n    end\n  end\n  if #terminated_clients > 0 then\n    redis.call('zrem', client_running_key,         unpack(terminated_clients))\n    redis.call('hdel', client_num_queued_key,      unpack(terminated_clients))\n    redis.call('zrem', client_last_registered_key, unpack(terminated_clients))\n    redis.call('zrem', client_last_seen_key,       unpack(terminated_clients))\n  end\n\n  --\n  -- Broadcast capacity changes\n  --\n  local final_capacity = compute_capacity(maxConcurrent, running, reservoir)\n\n  if always_publish or (initial_capacity ~= nil and final_capacity == nil) then\n    -- always_publish or was not unlimited, now unlimited\n    redis.call('publish', 'b_'..id, 'capacity:'..(final_capacity or ''))\n\n  elseif initial_capacity ~= nil and final_capacity ~= nil and final_capacity > initial_capacity then\n    -- capacity was increased\n    -- send the capacity message to the limiter having the lowest number of running jobs\n    -- the tiebreaker is the limiter having not registered a job in the longest time\n\n    local lowest_concurrency_value = nil\n    local lowest_concurrency_clients = {}\n    local lowest_concurrency_last_registered = {}\n    local client_concurrencies = redis.call('zrange', client_running_key, 0, -1, 'withscores')\n\n    for i = 1, #client_concurrencies, 2 do\n      local client = client_concurrencies[i]\n      local concurrency = tonumber(client_concurrencies[i+1])\n\n      if (\n        lowest_concurrency_value == nil or lowest_concurrency_value == concurrency\n      ) and (\n        not unresponsive_lookup[client]\n      ) and (\n        tonumber(redis.call('hget', client_num_queued_key, client)) > 0\n      ) then\n        lowest_concurrency_value = concurrency\n        table.insert(lowest_concurrency_clients, client)\n        local last_registered = tonumber(redis.call('zscore', client_last_registered_key, client))\n        table.insert(lowest_concurrency_last_registered, last_registered)\n      end\n    end\n\n    if #lowest_concurrency_clients > 0 then\n      local position = 1\n      local earliest = lowest_concurrency_last_registered[1]\n\n      for i,v in ipairs(lowest_concurrency_last_registered) do\n        if v < earliest then\n          position = i\n          earliest = v\n        end\n      end\n\n      local next_client = lowest_concurrency_clients[position]\n      redis.call('publish', 'b_'..id,\n        'capacity-priority:'..(final_capacity or '')..\n        ':'..next_client..\n        ':'..capacityPriorityCounter\n      )\n      redis.call('hincrby', settings_key, 'capacityPriorityCounter', '1')\n    else\n      redis.call('publish', 'b_'..id, 'capacity:'..(final_capacity or ''))\n    end\n  end\n\n  return {\n    ['capacity'] = final_capacity,\n    ['running'] = running,\n    ['reservoir'] = reservoir\n  }\nend\n",
      "queued.lua": "local clientTimeout = tonumber(redis.call('hget', settings_key, 'clientTimeout'))\nlocal valid_clients = redis.call('zrangebyscore', client_last_seen_key, (now - clientTimeout), 'inf')\nlocal client_queued = redis.call('hmget', client_num_queued_key, unpack(valid_clients))\n\nlocal sum = 0\nfor i = 1, #client_queued do\n  sum = sum + tonumber(client_queued[i])\nend\n\nreturn sum\n",
      "refresh_expiration.lua": "local refresh_expiration = function (now, nextRequest, groupTimeout)\n\n  if groupTimeout ~= nil then\n    local ttl = (nextRequest + groupTimeout) - now\n\n    for i = 1, #KEYS do\n      redis.call('pexpire', KEYS[i], ttl)\n    end\n  end\n\nend\n",
      "refs.lua": "local settings_key = KEYS[1]\nlocal job_weights_key = KEYS[2]\nlocal job_expirations_key = KEYS[3]\nlocal job_clients_key = KEYS[4]\nlocal client_running_key = KEYS[5]\nlocal client_num_queued_key = KEYS[6]\nlocal client_last_registered_key = KEYS[7]\nlocal client_last_seen_key = KEYS[8]\n\nlocal now = tonumber(ARGV[1])\nlocal client = ARGV[2]\n\nlocal num_static_argv = 2\n",
      "register.lua": "local index = ARGV[num_static_argv + 1]\nlocal weight = tonumber(ARGV[num_static_argv + 2])\nlocal expiration = tonumber(ARGV[num_static_argv + 3])\n\nlocal state = process_tick(now, false)\nlocal capacity = state['capacity']\nlocal reservoir = state['reservoir']\n\nlocal settings = redis.call('hmget', settings_key,\n  'nextRequest',\n  'minTime',\n  'groupTimeout'\n)\nlocal nextRequest = tonumber(settings[1])\nlocal minTime = tonumber(settings[2])\nlocal groupTimeout = tonumber(settings[3])\n\nif conditions_check(capacity, weight) then\n\n  redis.call('hincrby', settings_key, 'running', weight)\n  redis.call('hset', job_weights_key, index, weight)\n  if expiration ~= nil then\n    redis.call('zadd', job_expirations_key, now + expiration, index)\n  end\n  redis.call('hset', job_clients_key, index, client)\n  redis.call('zincrby', client_running_key, weight, client)\n  redis.call('hincrby', client_num_queued_key, client, -1)\n  redis.call('zadd', client_last_registered_key, now, client)\n\n  local wait = math.max(nextRequest - now, 0)\n  local newNextRequest = now + wait + minTime\n\n  if reservoir == nil then\n    redis.call('hset', settings_key,\n      'nextRequest', newNextRequest\n    )\n  else\n    reservoir = reservoir - weight\n    redis.call('hmset', settings_key,\n      'reservoir', reservoir,\n      'nextRequest', newNextRequest\n    )\n  end\n\n  refresh_expiration(now, newNextRequest, groupTimeout)\n\n  return {true, wait, reservoir}\n\nelse\n  return {false}\nend\n",
      "register_client.lua": "local queued = tonumber(ARGV[num_static_argv + 1])\n\n-- Could have been re-registered concurrently\nif not redis.call('zscore', client_last_seen_key, client) then\n  redis.call('zadd', client_running_key, 0, client)\n  redis.call('hset', client_num_queued_key, client, queued)\n  redis.call('zadd', client_last_registered_key, 0, client)\nend\n\nredis.call('zadd', client_last_seen_key, now, client)\n\nreturn {}\n",
      "running.lua": "return process_tick(now, false)['running']\n",
      "submit.lua": "local queueLength = tonumber(ARGV[num_static_argv + 1])\nlocal weight = tonumber(ARGV[num_static_argv + 2])\n\nlocal capacity = process_tick(now, false)['capacity']\n\nlocal settings = redis.call('hmget', settings_key,\n  'id',\n  'maxConcurrent',\n  'highWater',\n  'nextRequest',\n  'strategy',\n  'unblockTime',\n  'penalty',\n  'minTime',\n  'groupTimeout'\n)\nlocal id = settings[1]\nlocal maxConcurrent = tonumber(settings[2])\nlocal highWater = tonumber(settings[3])\nlocal nextRequest = tonumber(settings[4])\nlocal strategy = tonumber(settings[5])\nlocal unblockTime = tonumber(settings[6])\nlocal penalty = tonumber(settings[7])\nlocal minTime = tonumber(settings[8])\nlocal groupTimeout = tonumber(settings[9])\n\nif maxConcurrent ~= nil and weight > maxConcurrent then\n  return redis.error_reply('OVERWEIGHT:'..weight..':'..maxConcurrent)\nend\n\nlocal reachedHWM = (highWater ~= nil and queueLength == highWater\n  and not (\n    conditions_check(capacity, weight)\n    and nextRequest - now <= 0\n  )\n)\n\nlocal blocked = strategy == 3 and (reachedHWM or unblockTime >= now)\n\nif blocked then\n  local computedPenalty = penalty\n  if computedPenalty == nil then\n    if minTime == 0 then\n      computedPenalty = 5000\n    else\n      computedPenalty = 15 * minTime\n    end\n  end\n\n  local newNextRequest = now + computedPenalty + minTime\n\n  redis.call('hmset', settings_key,\n    'unblockTime', now + computedPenalty,\n    'nextRequest', newNextRequest\n  )\n\n  local clients_queued_reset = redis.call('hkeys', client_num_queued_key)\n  local queued_reset = {}\n  for i = 1, #clients_queued_reset do\n    table.insert(queued_reset, clients_queued_reset[i])\n    table.insert(queued_reset, 0)\n  end\n  redis.call('hmset', client_num_queued_key, unpack(queued_reset))\n\n  redis.call('publish', 'b_'..id, 'blocked:')\n\n  refresh_expiration(now, newNextRequest, groupTimeout)\nend\n\nif not blocked and not reachedHWM then\n  redis.call('hincrby', client_num_queued_key, client, 1)\nend\n\nreturn {reachedHWM, blocked, strategy}\n",
      "update_settings.lua": "local args = {'hmset', settings_key}\n\nfor i = num_static_argv + 1, #ARGV do\n  table.insert(args, ARGV[i])\nend\n\nredis.call(unpack(args))\n\nprocess_tick(now, true)\n\nlocal groupTimeout = tonumber(redis.call('hget', settings_key, 'groupTimeout'))\nrefresh_expiration(0, 0, groupTimeout)\n\nreturn {}\n",
      "validate_client.lua": "if not redis.call('zscore', client_last_seen_key, client) then\n  return redis.error_reply('UNKNOWN_CLIENT')\nend\n\nredis.call('zadd', client_last_seen_key, now, client)\n",
      "validate_keys.lua": "if not (redis.call('exists', settings_key) == 1) then\n  return redis.error_reply('SETTINGS_KEY_NOT_FOUND')\nend\n"
    };
  }
});

// node_modules/bottleneck/lib/Scripts.js
var require_Scripts = __commonJS({
  "node_modules/bottleneck/lib/Scripts.js"(exports2) {
    "use strict";
    var headers;
    var lua;
    var templates;
    lua = require_lua();
    headers = {
      refs: lua["refs.lua"],
      validate_keys: lua["validate_keys.lua"],
      validate_client: lua["validate_client.lua"],
      refresh_expiration: lua["refresh_expiration.lua"],
      process_tick: lua["process_tick.lua"],
      conditions_check: lua["conditions_check.lua"],
      get_time: lua["get_time.lua"]
    };
    exports2.allKeys = function(id) {
      return [
        /*
        HASH
        */
        `b_${id}_settings`,
        /*
        HASH
        job index -> weight
        */
        `b_${id}_job_weights`,
        /*
        ZSET
        job index -> expiration
        */
        `b_${id}_job_expirations`,
        /*
        HASH
        job index -> client
        */
        `b_${id}_job_clients`,
        /*
        ZSET
        client -> sum running
        */
        `b_${id}_client_running`,
        /*
        HASH
        client -> num queued
        */
        `b_${id}_client_num_queued`,
        /*
        ZSET
        client -> last job registered
        */
        `b_${id}_client_last_registered`,
        /*
        ZSET
        client -> last seen
        */
        `b_${id}_client_last_seen`
      ];
    };
    templates = {
      init: {
        keys: exports2.allKeys,
        headers: ["process_tick"],
        refresh_expiration: true,
        code: lua["init.lua"]
      },
      group_check: {
        keys: exports2.allKeys,
        headers: [],
        refresh_expiration: false,
        code: lua["group_check.lua"]
      },
      register_client: {
        keys: exports2.allKeys,
        headers: ["validate_keys"],
        refresh_expiration: false,
        code: lua["register_client.lua"]
      },
      blacklist_client: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client"],
        refresh_expiration: false,
        code: lua["blacklist_client.lua"]
      },
      heartbeat: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: false,
        code: lua["heartbeat.lua"]
      },
      update_settings: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: true,
        code: lua["update_settings.lua"]
      },
      running: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: false,
        code: lua["running.lua"]
      },
      queued: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client"],
        refresh_expiration: false,
        code: lua["queued.lua"]
      },
      done: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: false,
        code: lua["done.lua"]
      },
      check: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick", "conditions_check"],
        refresh_expiration: false,
        code: lua["check.lua"]
      },
      submit: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick", "conditions_check"],
        refresh_expiration: true,
        code: lua["submit.lua"]
      },
      register: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick", "conditions_check"],
        refresh_expiration: true,
        code: lua["register.lua"]
      },
      free: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: true,
        code: lua["free.lua"]
      },
      current_reservoir: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: false,
        code: lua["current_reservoir.lua"]
      },
      increment_reservoir: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: true,
        code: lua["increment_reservoir.lua"]
      }
    };
    exports2.names = Object.keys(templates);
    exports2.keys = function(name, id) {
      return templates[name].keys(id);
    };
    exports2.payload = function(name) {
      var template;
      template = templates[name];
      return Array.prototype.concat(headers.refs, template.headers.map(function(h) {
        return headers[h];
      }), template.refresh_expiration ? headers.refresh_expiration : "", template.code).join("\n");
    };
  }
});

// node_modules/bottleneck/lib/RedisConnection.js
var require_RedisConnection = __commonJS({
  "node_modules/bottleneck/lib/RedisConnection.js"(exports, module) {
    "use strict";
    function asyncGeneratorStep(gen, resolve, reject, _next, _throw, key2, arg) {
      try {
        var info = gen[key2](arg);
        var value = info.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info.done) {
        resolve(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator(fn) {
      return function() {
        var self2 = this, args = arguments;
        return new Promise(function(resolve, reject) {
          var gen = fn.apply(self2, args);
          function _next(value) {
            asyncGeneratorStep(gen, resolve, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep(gen, resolve, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var Events;
    var RedisConnection;
    var Scripts;
    var parser;
    parser = require_parser();
    Events = require_Events();
    Scripts = require_Scripts();
    RedisConnection = function() {
      class RedisConnection {
        constructor(options = {}) {
          parser.load(options, this.defaults, this);
          if (this.Redis == null) {
            this.Redis = eval("require")("redis");
          }
          if (this.Events == null) {
            this.Events = new Events(this);
          }
          this.terminated = false;
          if (this.client == null) {
            this.client = this.Redis.createClient(this.clientOptions);
          }
          this.subscriber = this.client.duplicate();
          this.limiters = {};
          this.shas = {};
          this.ready = this.Promise.all([this._setup(this.client, false), this._setup(this.subscriber, true)]).then(() => {
            return this._loadScripts();
          }).then(() => {
            return {
              client: this.client,
              subscriber: this.subscriber
            };
          });
        }
        _setup(client, sub) {
          client.setMaxListeners(0);
          return new this.Promise((resolve, reject) => {
            client.on("error", (e) => {
              return this.Events.trigger("error", e);
            });
            if (sub) {
              client.on("message", (channel, message3) => {
                var ref;
                return (ref = this.limiters[channel]) != null ? ref._store.onMessage(channel, message3) : void 0;
              });
            }
            if (client.ready) {
              return resolve();
            } else {
              return client.once("ready", resolve);
            }
          });
        }
        _loadScript(name) {
          return new this.Promise((resolve, reject) => {
            var payload;
            payload = Scripts.payload(name);
            return this.client.multi([["script", "load", payload]]).exec((err, replies) => {
              if (err != null) {
                return reject(err);
              }
              this.shas[name] = replies[0];
              return resolve(replies[0]);
            });
          });
        }
        _loadScripts() {
          return this.Promise.all(Scripts.names.map((k) => {
            return this._loadScript(k);
          }));
        }
        __runCommand__(cmd) {
          var _this = this;
          return _asyncToGenerator(function* () {
            yield _this.ready;
            return new _this.Promise((resolve, reject) => {
              return _this.client.multi([cmd]).exec_atomic(function(err, replies) {
                if (err != null) {
                  return reject(err);
                } else {
                  return resolve(replies[0]);
                }
              });
            });
          })();
        }
        __addLimiter__(instance) {
          return this.Promise.all([instance.channel(), instance.channel_client()].map((channel) => {
            return new this.Promise((resolve, reject) => {
              var handler2;
              handler2 = (chan) => {
                if (chan === channel) {
                  this.subscriber.removeListener("subscribe", handler2);
                  this.limiters[channel] = instance;
                  return resolve();
                }
              };
              this.subscriber.on("subscribe", handler2);
              return this.subscriber.subscribe(channel);
            });
          }));
        }
        __removeLimiter__(instance) {
          var _this2 = this;
          return this.Promise.all([instance.channel(), instance.channel_client()].map(
            /* @__PURE__ */ (function() {
              var _ref = _asyncToGenerator(function* (channel) {
                if (!_this2.terminated) {
                  yield new _this2.Promise((resolve, reject) => {
                    return _this2.subscriber.unsubscribe(channel, function(err, chan) {
                      if (err != null) {
                        return reject(err);
                      }
                      if (chan === channel) {
                        return resolve();
                      }
                    });
                  });
                }
                return delete _this2.limiters[channel];
              });
              return function(_x) {
                return _ref.apply(this, arguments);
              };
            })()
          ));
        }
        __scriptArgs__(name, id, args, cb) {
          var keys;
          keys = Scripts.keys(name, id);
          return [this.shas[name], keys.length].concat(keys, args, cb);
        }
        __scriptFn__(name) {
          return this.client.evalsha.bind(this.client);
        }
        disconnect(flush = true) {
          var i, k, len, ref;
          ref = Object.keys(this.limiters);
          for (i = 0, len = ref.length; i < len; i++) {
            k = ref[i];
            clearInterval(this.limiters[k]._store.heartbeat);
          }
          this.limiters = {};
          this.terminated = true;
          this.client.end(flush);
          this.subscriber.end(flush);
          return this.Promise.resolve();
        }
      }
      ;
      RedisConnection.prototype.datastore = "redis";
      RedisConnection.prototype.defaults = {
        Redis: null,
        clientOptions: {},
        client: null,
        Promise,
        Events: null
      };
      return RedisConnection;
    }.call(void 0);
    module.exports = RedisConnection;
  }
});

// node_modules/bottleneck/lib/IORedisConnection.js
var require_IORedisConnection = __commonJS({
  "node_modules/bottleneck/lib/IORedisConnection.js"(exports, module) {
    "use strict";
    function _slicedToArray(arr, i) {
      return _arrayWithHoles(arr) || _iterableToArrayLimit(arr, i) || _nonIterableRest();
    }
    function _nonIterableRest() {
      throw new TypeError("Invalid attempt to destructure non-iterable instance");
    }
    function _iterableToArrayLimit(arr, i) {
      var _arr = [];
      var _n = true;
      var _d = false;
      var _e = void 0;
      try {
        for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) {
          _arr.push(_s.value);
          if (i && _arr.length === i) break;
        }
      } catch (err) {
        _d = true;
        _e = err;
      } finally {
        try {
          if (!_n && _i["return"] != null) _i["return"]();
        } finally {
          if (_d) throw _e;
        }
      }
      return _arr;
    }
    function _arrayWithHoles(arr) {
      if (Array.isArray(arr)) return arr;
    }
    function asyncGeneratorStep(gen, resolve, reject, _next, _throw, key2, arg) {
      try {
        var info = gen[key2](arg);
        var value = info.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info.done) {
        resolve(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator(fn) {
      return function() {
        var self2 = this, args = arguments;
        return new Promise(function(resolve, reject) {
          var gen = fn.apply(self2, args);
          function _next(value) {
            asyncGeneratorStep(gen, resolve, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep(gen, resolve, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var Events;
    var IORedisConnection;
    var Scripts;
    var parser;
    parser = require_parser();
    Events = require_Events();
    Scripts = require_Scripts();
    IORedisConnection = function() {
      class IORedisConnection {
        constructor(options = {}) {
          parser.load(options, this.defaults, this);
          if (this.Redis == null) {
            this.Redis = eval("require")("ioredis");
          }
          if (this.Events == null) {
            this.Events = new Events(this);
          }
          this.terminated = false;
          if (this.clusterNodes != null) {
            this.client = new this.Redis.Cluster(this.clusterNodes, this.clientOptions);
            this.subscriber = new this.Redis.Cluster(this.clusterNodes, this.clientOptions);
          } else if (this.client != null && this.client.duplicate == null) {
            this.subscriber = new this.Redis.Cluster(this.client.startupNodes, this.client.options);
          } else {
            if (this.client == null) {
              this.client = new this.Redis(this.clientOptions);
            }
            this.subscriber = this.client.duplicate();
          }
          this.limiters = {};
          this.ready = this.Promise.all([this._setup(this.client, false), this._setup(this.subscriber, true)]).then(() => {
            this._loadScripts();
            return {
              client: this.client,
              subscriber: this.subscriber
            };
          });
        }
        _setup(client, sub) {
          client.setMaxListeners(0);
          return new this.Promise((resolve, reject) => {
            client.on("error", (e) => {
              return this.Events.trigger("error", e);
            });
            if (sub) {
              client.on("message", (channel, message3) => {
                var ref;
                return (ref = this.limiters[channel]) != null ? ref._store.onMessage(channel, message3) : void 0;
              });
            }
            if (client.status === "ready") {
              return resolve();
            } else {
              return client.once("ready", resolve);
            }
          });
        }
        _loadScripts() {
          return Scripts.names.forEach((name) => {
            return this.client.defineCommand(name, {
              lua: Scripts.payload(name)
            });
          });
        }
        __runCommand__(cmd) {
          var _this = this;
          return _asyncToGenerator(function* () {
            var _, deleted;
            yield _this.ready;
            var _ref = yield _this.client.pipeline([cmd]).exec();
            var _ref2 = _slicedToArray(_ref, 1);
            var _ref2$ = _slicedToArray(_ref2[0], 2);
            _ = _ref2$[0];
            deleted = _ref2$[1];
            return deleted;
          })();
        }
        __addLimiter__(instance) {
          return this.Promise.all([instance.channel(), instance.channel_client()].map((channel) => {
            return new this.Promise((resolve, reject) => {
              return this.subscriber.subscribe(channel, () => {
                this.limiters[channel] = instance;
                return resolve();
              });
            });
          }));
        }
        __removeLimiter__(instance) {
          var _this2 = this;
          return [instance.channel(), instance.channel_client()].forEach(
            /* @__PURE__ */ (function() {
              var _ref3 = _asyncToGenerator(function* (channel) {
                if (!_this2.terminated) {
                  yield _this2.subscriber.unsubscribe(channel);
                }
                return delete _this2.limiters[channel];
              });
              return function(_x) {
                return _ref3.apply(this, arguments);
              };
            })()
          );
        }
        __scriptArgs__(name, id, args, cb) {
          var keys;
          keys = Scripts.keys(name, id);
          return [keys.length].concat(keys, args, cb);
        }
        __scriptFn__(name) {
          return this.client[name].bind(this.client);
        }
        disconnect(flush = true) {
          var i, k, len, ref;
          ref = Object.keys(this.limiters);
          for (i = 0, len = ref.length; i < len; i++) {
            k = ref[i];
            clearInterval(this.limiters[k]._store.heartbeat);
          }
          this.limiters = {};
          this.terminated = true;
          if (flush) {
            return this.Promise.all([this.client.quit(), this.subscriber.quit()]);
          } else {
            this.client.disconnect();
            this.subscriber.disconnect();
            return this.Promise.resolve();
          }
        }
      }
      ;
      IORedisConnection.prototype.datastore = "ioredis";
      IORedisConnection.prototype.defaults = {
        Redis: null,
        clientOptions: {},
        clusterNodes: null,
        client: null,
        Promise,
        Events: null
      };
      return IORedisConnection;
    }.call(void 0);
    module.exports = IORedisConnection;
  }
});

// node_modules/bottleneck/lib/RedisDatastore.js
var require_RedisDatastore = __commonJS({
  "node_modules/bottleneck/lib/RedisDatastore.js"(exports2, module2) {
    "use strict";
    function _slicedToArray2(arr, i) {
      return _arrayWithHoles2(arr) || _iterableToArrayLimit2(arr, i) || _nonIterableRest2();
    }
    function _nonIterableRest2() {
      throw new TypeError("Invalid attempt to destructure non-iterable instance");
    }
    function _iterableToArrayLimit2(arr, i) {
      var _arr = [];
      var _n = true;
      var _d = false;
      var _e = void 0;
      try {
        for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) {
          _arr.push(_s.value);
          if (i && _arr.length === i) break;
        }
      } catch (err) {
        _d = true;
        _e = err;
      } finally {
        try {
          if (!_n && _i["return"] != null) _i["return"]();
        } finally {
          if (_d) throw _e;
        }
      }
      return _arr;
    }
    function _arrayWithHoles2(arr) {
      if (Array.isArray(arr)) return arr;
    }
    function asyncGeneratorStep2(gen, resolve, reject, _next, _throw, key2, arg) {
      try {
        var info = gen[key2](arg);
        var value = info.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info.done) {
        resolve(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self2 = this, args = arguments;
        return new Promise(function(resolve, reject) {
          var gen = fn.apply(self2, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var BottleneckError;
    var IORedisConnection2;
    var RedisConnection2;
    var RedisDatastore;
    var parser2;
    parser2 = require_parser();
    BottleneckError = require_BottleneckError();
    RedisConnection2 = require_RedisConnection();
    IORedisConnection2 = require_IORedisConnection();
    RedisDatastore = class RedisDatastore {
      constructor(instance, storeOptions, storeInstanceOptions) {
        this.instance = instance;
        this.storeOptions = storeOptions;
        this.originalId = this.instance.id;
        this.clientId = this.instance._randomIndex();
        parser2.load(storeInstanceOptions, storeInstanceOptions, this);
        this.clients = {};
        this.capacityPriorityCounters = {};
        this.sharedConnection = this.connection != null;
        if (this.connection == null) {
          this.connection = this.instance.datastore === "redis" ? new RedisConnection2({
            Redis: this.Redis,
            clientOptions: this.clientOptions,
            Promise: this.Promise,
            Events: this.instance.Events
          }) : this.instance.datastore === "ioredis" ? new IORedisConnection2({
            Redis: this.Redis,
            clientOptions: this.clientOptions,
            clusterNodes: this.clusterNodes,
            Promise: this.Promise,
            Events: this.instance.Events
          }) : void 0;
        }
        this.instance.connection = this.connection;
        this.instance.datastore = this.connection.datastore;
        this.ready = this.connection.ready.then((clients) => {
          this.clients = clients;
          return this.runScript("init", this.prepareInitSettings(this.clearDatastore));
        }).then(() => {
          return this.connection.__addLimiter__(this.instance);
        }).then(() => {
          return this.runScript("register_client", [this.instance.queued()]);
        }).then(() => {
          var base;
          if (typeof (base = this.heartbeat = setInterval(() => {
            return this.runScript("heartbeat", []).catch((e) => {
              return this.instance.Events.trigger("error", e);
            });
          }, this.heartbeatInterval)).unref === "function") {
            base.unref();
          }
          return this.clients;
        });
      }
      __publish__(message3) {
        var _this = this;
        return _asyncToGenerator2(function* () {
          var client;
          var _ref = yield _this.ready;
          client = _ref.client;
          return client.publish(_this.instance.channel(), `message:${message3.toString()}`);
        })();
      }
      onMessage(channel, message3) {
        var _this2 = this;
        return _asyncToGenerator2(function* () {
          var capacity, counter, data, drained, e, newCapacity, pos, priorityClient, rawCapacity, type;
          try {
            pos = message3.indexOf(":");
            var _ref2 = [message3.slice(0, pos), message3.slice(pos + 1)];
            type = _ref2[0];
            data = _ref2[1];
            if (type === "capacity") {
              return yield _this2.instance._drainAll(data.length > 0 ? ~~data : void 0);
            } else if (type === "capacity-priority") {
              var _data$split = data.split(":");
              var _data$split2 = _slicedToArray2(_data$split, 3);
              rawCapacity = _data$split2[0];
              priorityClient = _data$split2[1];
              counter = _data$split2[2];
              capacity = rawCapacity.length > 0 ? ~~rawCapacity : void 0;
              if (priorityClient === _this2.clientId) {
                drained = yield _this2.instance._drainAll(capacity);
                newCapacity = capacity != null ? capacity - (drained || 0) : "";
                return yield _this2.clients.client.publish(_this2.instance.channel(), `capacity-priority:${newCapacity}::${counter}`);
              } else if (priorityClient === "") {
                clearTimeout(_this2.capacityPriorityCounters[counter]);
                delete _this2.capacityPriorityCounters[counter];
                return _this2.instance._drainAll(capacity);
              } else {
                return _this2.capacityPriorityCounters[counter] = setTimeout(
                  /* @__PURE__ */ _asyncToGenerator2(function* () {
                    var e2;
                    try {
                      delete _this2.capacityPriorityCounters[counter];
                      yield _this2.runScript("blacklist_client", [priorityClient]);
                      return yield _this2.instance._drainAll(capacity);
                    } catch (error) {
                      e2 = error;
                      return _this2.instance.Events.trigger("error", e2);
                    }
                  }),
                  1e3
                );
              }
            } else if (type === "message") {
              return _this2.instance.Events.trigger("message", data);
            } else if (type === "blocked") {
              return yield _this2.instance._dropAllQueued();
            }
          } catch (error) {
            e = error;
            return _this2.instance.Events.trigger("error", e);
          }
        })();
      }
      __disconnect__(flush) {
        clearInterval(this.heartbeat);
        if (this.sharedConnection) {
          return this.connection.__removeLimiter__(this.instance);
        } else {
          return this.connection.disconnect(flush);
        }
      }
      runScript(name, args) {
        var _this3 = this;
        return _asyncToGenerator2(function* () {
          if (!(name === "init" || name === "register_client")) {
            yield _this3.ready;
          }
          return new _this3.Promise((resolve, reject) => {
            var all_args, arr;
            all_args = [Date.now(), _this3.clientId].concat(args);
            _this3.instance.Events.trigger("debug", `Calling Redis script: ${name}.lua`, all_args);
            arr = _this3.connection.__scriptArgs__(name, _this3.originalId, all_args, function(err, replies) {
              if (err != null) {
                return reject(err);
              }
              return resolve(replies);
            });
            return _this3.connection.__scriptFn__(name)(...arr);
          }).catch((e) => {
            if (e.message === "SETTINGS_KEY_NOT_FOUND") {
              if (name === "heartbeat") {
                return _this3.Promise.resolve();
              } else {
                return _this3.runScript("init", _this3.prepareInitSettings(false)).then(() => {
                  return _this3.runScript(name, args);
                });
              }
            } else if (e.message === "UNKNOWN_CLIENT") {
              return _this3.runScript("register_client", [_this3.instance.queued()]).then(() => {
                return _this3.runScript(name, args);
              });
            } else {
              return _this3.Promise.reject(e);
            }
          });
        })();
      }
      prepareArray(arr) {
        var i, len, results, x;
        results = [];
        for (i = 0, len = arr.length; i < len; i++) {
          x = arr[i];
          results.push(x != null ? x.toString() : "");
        }
        return results;
      }
      prepareObject(obj) {
        var arr, k, v;
        arr = [];
        for (k in obj) {
          v = obj[k];
          arr.push(k, v != null ? v.toString() : "");
        }
        return arr;
      }
      prepareInitSettings(clear) {
        var args;
        args = this.prepareObject(Object.assign({}, this.storeOptions, {
          id: this.originalId,
          version: this.instance.version,
          groupTimeout: this.timeout,
          clientTimeout: this.clientTimeout
        }));
        args.unshift(clear ? 1 : 0, this.instance.version);
        return args;
      }
      convertBool(b) {
        return !!b;
      }
      __updateSettings__(options2) {
        var _this4 = this;
        return _asyncToGenerator2(function* () {
          yield _this4.runScript("update_settings", _this4.prepareObject(options2));
          return parser2.overwrite(options2, options2, _this4.storeOptions);
        })();
      }
      __running__() {
        return this.runScript("running", []);
      }
      __queued__() {
        return this.runScript("queued", []);
      }
      __done__() {
        return this.runScript("done", []);
      }
      __groupCheck__() {
        var _this5 = this;
        return _asyncToGenerator2(function* () {
          return _this5.convertBool(yield _this5.runScript("group_check", []));
        })();
      }
      __incrementReservoir__(incr) {
        return this.runScript("increment_reservoir", [incr]);
      }
      __currentReservoir__() {
        return this.runScript("current_reservoir", []);
      }
      __check__(weight) {
        var _this6 = this;
        return _asyncToGenerator2(function* () {
          return _this6.convertBool(yield _this6.runScript("check", _this6.prepareArray([weight])));
        })();
      }
      __register__(index, weight, expiration) {
        var _this7 = this;
        return _asyncToGenerator2(function* () {
          var reservoir, success, wait;
          var _ref4 = yield _this7.runScript("register", _this7.prepareArray([index, weight, expiration]));
          var _ref5 = _slicedToArray2(_ref4, 3);
          success = _ref5[0];
          wait = _ref5[1];
          reservoir = _ref5[2];
          return {
            success: _this7.convertBool(success),
            wait,
            reservoir
          };
        })();
      }
      __submit__(queueLength, weight) {
        var _this8 = this;
        return _asyncToGenerator2(function* () {
          var blocked, e, maxConcurrent, overweight, reachedHWM, strategy;
          try {
            var _ref6 = yield _this8.runScript("submit", _this8.prepareArray([queueLength, weight]));
            var _ref7 = _slicedToArray2(_ref6, 3);
            reachedHWM = _ref7[0];
            blocked = _ref7[1];
            strategy = _ref7[2];
            return {
              reachedHWM: _this8.convertBool(reachedHWM),
              blocked: _this8.convertBool(blocked),
              strategy
            };
          } catch (error) {
            e = error;
            if (e.message.indexOf("OVERWEIGHT") === 0) {
              var _e$message$split = e.message.split(":");
              var _e$message$split2 = _slicedToArray2(_e$message$split, 3);
              overweight = _e$message$split2[0];
              weight = _e$message$split2[1];
              maxConcurrent = _e$message$split2[2];
              throw new BottleneckError(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${maxConcurrent}`);
            } else {
              throw e;
            }
          }
        })();
      }
      __free__(index, weight) {
        var _this9 = this;
        return _asyncToGenerator2(function* () {
          var running;
          running = yield _this9.runScript("free", _this9.prepareArray([index]));
          return {
            running
          };
        })();
      }
    };
    module2.exports = RedisDatastore;
  }
});

// node_modules/bottleneck/lib/States.js
var require_States = __commonJS({
  "node_modules/bottleneck/lib/States.js"(exports2, module2) {
    "use strict";
    var BottleneckError;
    var States;
    BottleneckError = require_BottleneckError();
    States = class States {
      constructor(status1) {
        this.status = status1;
        this._jobs = {};
        this.counts = this.status.map(function() {
          return 0;
        });
      }
      next(id) {
        var current, next;
        current = this._jobs[id];
        next = current + 1;
        if (current != null && next < this.status.length) {
          this.counts[current]--;
          this.counts[next]++;
          return this._jobs[id]++;
        } else if (current != null) {
          this.counts[current]--;
          return delete this._jobs[id];
        }
      }
      start(id) {
        var initial;
        initial = 0;
        this._jobs[id] = initial;
        return this.counts[initial]++;
      }
      remove(id) {
        var current;
        current = this._jobs[id];
        if (current != null) {
          this.counts[current]--;
          delete this._jobs[id];
        }
        return current != null;
      }
      jobStatus(id) {
        var ref;
        return (ref = this.status[this._jobs[id]]) != null ? ref : null;
      }
      statusJobs(status2) {
        var k, pos, ref, results, v;
        if (status2 != null) {
          pos = this.status.indexOf(status2);
          if (pos < 0) {
            throw new BottleneckError(`status must be one of ${this.status.join(", ")}`);
          }
          ref = this._jobs;
          results = [];
          for (k in ref) {
            v = ref[k];
            if (v === pos) {
              results.push(k);
            }
          }
          return results;
        } else {
          return Object.keys(this._jobs);
        }
      }
      statusCounts() {
        return this.counts.reduce((acc, v, i) => {
          acc[this.status[i]] = v;
          return acc;
        }, {});
      }
    };
    module2.exports = States;
  }
});

// node_modules/bottleneck/lib/Sync.js
var require_Sync = __commonJS({
  "node_modules/bottleneck/lib/Sync.js"(exports2, module2) {
    "use strict";
    function asyncGeneratorStep2(gen, resolve, reject, _next, _throw, key2, arg) {
      try {
        var info = gen[key2](arg);
        var value = info.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info.done) {
        resolve(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self2 = this, args = arguments;
        return new Promise(function(resolve, reject) {
          var gen = fn.apply(self2, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var DLList;
    var Sync;
    DLList = require_DLList();
    Sync = class Sync {
      constructor(name, Promise2) {
        this.schedule = this.schedule.bind(this);
        this.name = name;
        this.Promise = Promise2;
        this._running = 0;
        this._queue = new DLList();
      }
      isEmpty() {
        return this._queue.length === 0;
      }
      _tryToRun() {
        var _this = this;
        return _asyncToGenerator2(function* () {
          var args, cb, error, reject, resolve, returned, task;
          if (_this._running < 1 && _this._queue.length > 0) {
            _this._running++;
            var _this$_queue$shift = _this._queue.shift();
            task = _this$_queue$shift.task;
            args = _this$_queue$shift.args;
            resolve = _this$_queue$shift.resolve;
            reject = _this$_queue$shift.reject;
            cb = yield _asyncToGenerator2(function* () {
              try {
                returned = yield task(...args);
                return function() {
                  return resolve(returned);
                };
              } catch (error1) {
                error = error1;
                return function() {
                  return reject(error);
                };
              }
            })();
            _this._running--;
            _this._tryToRun();
            return cb();
          }
        })();
      }
      schedule(task, ...args) {
        var promise, reject, resolve;
        resolve = reject = null;
        promise = new this.Promise(function(_resolve, _reject) {
          resolve = _resolve;
          return reject = _reject;
        });
        this._queue.push({
          task,
          args,
          resolve,
          reject
        });
        this._tryToRun();
        return promise;
      }
    };
    module2.exports = Sync;
  }
});

// node_modules/bottleneck/lib/version.json
var require_version = __commonJS({
  "node_modules/bottleneck/lib/version.json"(exports2, module2) {
    module2.exports = { version: "2.19.5" };
  }
});

// node_modules/bottleneck/lib/Group.js
var require_Group = __commonJS({
  "node_modules/bottleneck/lib/Group.js"(exports2, module2) {
    "use strict";
    function _slicedToArray2(arr, i) {
      return _arrayWithHoles2(arr) || _iterableToArrayLimit2(arr, i) || _nonIterableRest2();
    }
    function _nonIterableRest2() {
      throw new TypeError("Invalid attempt to destructure non-iterable instance");
    }
    function _iterableToArrayLimit2(arr, i) {
      var _arr = [];
      var _n = true;
      var _d = false;
      var _e = void 0;
      try {
        for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) {
          _arr.push(_s.value);
          if (i && _arr.length === i) break;
        }
      } catch (err) {
        _d = true;
        _e = err;
      } finally {
        try {
          if (!_n && _i["return"] != null) _i["return"]();
        } finally {
          if (_d) throw _e;
        }
      }
      return _arr;
    }
    function _arrayWithHoles2(arr) {
      if (Array.isArray(arr)) return arr;
    }
    function asyncGeneratorStep2(gen, resolve, reject, _next, _throw, key2, arg) {
      try {
        var info = gen[key2](arg);
        var value = info.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info.done) {
        resolve(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self2 = this, args = arguments;
        return new Promise(function(resolve, reject) {
          var gen = fn.apply(self2, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var Events2;
    var Group;
    var IORedisConnection2;
    var RedisConnection2;
    var Scripts2;
    var parser2;
    parser2 = require_parser();
    Events2 = require_Events();
    RedisConnection2 = require_RedisConnection();
    IORedisConnection2 = require_IORedisConnection();
    Scripts2 = require_Scripts();
    Group = function() {
      class Group2 {
        constructor(limiterOptions = {}) {
          this.deleteKey = this.deleteKey.bind(this);
          this.limiterOptions = limiterOptions;
          parser2.load(this.limiterOptions, this.defaults, this);
          this.Events = new Events2(this);
          this.instances = {};
          this.Bottleneck = require_Bottleneck();
          this._startAutoCleanup();
          this.sharedConnection = this.connection != null;
          if (this.connection == null) {
            if (this.limiterOptions.datastore === "redis") {
              this.connection = new RedisConnection2(Object.assign({}, this.limiterOptions, {
                Events: this.Events
              }));
            } else if (this.limiterOptions.datastore === "ioredis") {
              this.connection = new IORedisConnection2(Object.assign({}, this.limiterOptions, {
                Events: this.Events
              }));
            }
          }
        }
        key(key2 = "") {
          var ref;
          return (ref = this.instances[key2]) != null ? ref : (() => {
            var limiter;
            limiter = this.instances[key2] = new this.Bottleneck(Object.assign(this.limiterOptions, {
              id: `${this.id}-${key2}`,
              timeout: this.timeout,
              connection: this.connection
            }));
            this.Events.trigger("created", limiter, key2);
            return limiter;
          })();
        }
        deleteKey(key2 = "") {
          var _this = this;
          return _asyncToGenerator2(function* () {
            var deleted, instance;
            instance = _this.instances[key2];
            if (_this.connection) {
              deleted = yield _this.connection.__runCommand__(["del", ...Scripts2.allKeys(`${_this.id}-${key2}`)]);
            }
            if (instance != null) {
              delete _this.instances[key2];
              yield instance.disconnect();
            }
            return instance != null || deleted > 0;
          })();
        }
        limiters() {
          var k, ref, results, v;
          ref = this.instances;
          results = [];
          for (k in ref) {
            v = ref[k];
            results.push({
              key: k,
              limiter: v
            });
          }
          return results;
        }
        keys() {
          return Object.keys(this.instances);
        }
        clusterKeys() {
          var _this2 = this;
          return _asyncToGenerator2(function* () {
            var cursor, end, found, i, k, keys, len, next, start;
            if (_this2.connection == null) {
              return _this2.Promise.resolve(_this2.keys());
            }
            keys = [];
            cursor = null;
            start = `b_${_this2.id}-`.length;
            end = "_settings".length;
            while (cursor !== 0) {
              var _ref = yield _this2.connection.__runCommand__(["scan", cursor != null ? cursor : 0, "match", `b_${_this2.id}-*_settings`, "count", 1e4]);
              var _ref2 = _slicedToArray2(_ref, 2);
              next = _ref2[0];
              found = _ref2[1];
              cursor = ~~next;
              for (i = 0, len = found.length; i < len; i++) {
                k = found[i];
                keys.push(k.slice(start, -end));
              }
            }
            return keys;
          })();
        }
        _startAutoCleanup() {
          var _this3 = this;
          var base;
          clearInterval(this.interval);
          return typeof (base = this.interval = setInterval(
            /* @__PURE__ */ _asyncToGenerator2(function* () {
              var e, k, ref, results, time, v;
              time = Date.now();
              ref = _this3.instances;
              results = [];
              for (k in ref) {
                v = ref[k];
                try {
                  if (yield v._store.__groupCheck__(time)) {
                    results.push(_this3.deleteKey(k));
                  } else {
                    results.push(void 0);
                  }
                } catch (error) {
                  e = error;
                  results.push(v.Events.trigger("error", e));
                }
              }
              return results;
            }),
            this.timeout / 2
          )).unref === "function" ? base.unref() : void 0;
        }
        updateSettings(options2 = {}) {
          parser2.overwrite(options2, this.defaults, this);
          parser2.overwrite(options2, options2, this.limiterOptions);
          if (options2.timeout != null) {
            return this._startAutoCleanup();
          }
        }
        disconnect(flush = true) {
          var ref;
          if (!this.sharedConnection) {
            return (ref = this.connection) != null ? ref.disconnect(flush) : void 0;
          }
        }
      }
      ;
      Group2.prototype.defaults = {
        timeout: 1e3 * 60 * 5,
        connection: null,
        Promise,
        id: "group-key"
      };
      return Group2;
    }.call(void 0);
    module2.exports = Group;
  }
});

// node_modules/bottleneck/lib/Batcher.js
var require_Batcher = __commonJS({
  "node_modules/bottleneck/lib/Batcher.js"(exports2, module2) {
    "use strict";
    var Batcher;
    var Events2;
    var parser2;
    parser2 = require_parser();
    Events2 = require_Events();
    Batcher = function() {
      class Batcher2 {
        constructor(options2 = {}) {
          this.options = options2;
          parser2.load(this.options, this.defaults, this);
          this.Events = new Events2(this);
          this._arr = [];
          this._resetPromise();
          this._lastFlush = Date.now();
        }
        _resetPromise() {
          return this._promise = new this.Promise((res, rej) => {
            return this._resolve = res;
          });
        }
        _flush() {
          clearTimeout(this._timeout);
          this._lastFlush = Date.now();
          this._resolve();
          this.Events.trigger("batch", this._arr);
          this._arr = [];
          return this._resetPromise();
        }
        add(data) {
          var ret;
          this._arr.push(data);
          ret = this._promise;
          if (this._arr.length === this.maxSize) {
            this._flush();
          } else if (this.maxTime != null && this._arr.length === 1) {
            this._timeout = setTimeout(() => {
              return this._flush();
            }, this.maxTime);
          }
          return ret;
        }
      }
      ;
      Batcher2.prototype.defaults = {
        maxTime: null,
        maxSize: null,
        Promise
      };
      return Batcher2;
    }.call(void 0);
    module2.exports = Batcher;
  }
});

// node_modules/bottleneck/lib/Bottleneck.js
var require_Bottleneck = __commonJS({
  "node_modules/bottleneck/lib/Bottleneck.js"(exports2, module2) {
    "use strict";
    function _slicedToArray2(arr, i) {
      return _arrayWithHoles2(arr) || _iterableToArrayLimit2(arr, i) || _nonIterableRest2();
    }
    function _iterableToArrayLimit2(arr, i) {
      var _arr = [];
      var _n = true;
      var _d = false;
      var _e = void 0;
      try {
        for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) {
          _arr.push(_s.value);
          if (i && _arr.length === i) break;
        }
      } catch (err) {
        _d = true;
        _e = err;
      } finally {
        try {
          if (!_n && _i["return"] != null) _i["return"]();
        } finally {
          if (_d) throw _e;
        }
      }
      return _arr;
    }
    function _toArray(arr) {
      return _arrayWithHoles2(arr) || _iterableToArray(arr) || _nonIterableRest2();
    }
    function _nonIterableRest2() {
      throw new TypeError("Invalid attempt to destructure non-iterable instance");
    }
    function _iterableToArray(iter) {
      if (Symbol.iterator in Object(iter) || Object.prototype.toString.call(iter) === "[object Arguments]") return Array.from(iter);
    }
    function _arrayWithHoles2(arr) {
      if (Array.isArray(arr)) return arr;
    }
    function asyncGeneratorStep2(gen, resolve, reject, _next, _throw, key2, arg) {
      try {
        var info = gen[key2](arg);
        var value = info.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info.done) {
        resolve(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self2 = this, args = arguments;
        return new Promise(function(resolve, reject) {
          var gen = fn.apply(self2, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var Bottleneck3;
    var DEFAULT_PRIORITY;
    var Events2;
    var Job;
    var LocalDatastore;
    var NUM_PRIORITIES;
    var Queues;
    var RedisDatastore;
    var States;
    var Sync;
    var parser2;
    var splice = [].splice;
    NUM_PRIORITIES = 10;
    DEFAULT_PRIORITY = 5;
    parser2 = require_parser();
    Queues = require_Queues();
    Job = require_Job();
    LocalDatastore = require_LocalDatastore();
    RedisDatastore = require_RedisDatastore();
    Events2 = require_Events();
    States = require_States();
    Sync = require_Sync();
    Bottleneck3 = function() {
      class Bottleneck4 {
        constructor(options2 = {}, ...invalid) {
          var storeInstanceOptions, storeOptions;
          this._addToQueue = this._addToQueue.bind(this);
          this._validateOptions(options2, invalid);
          parser2.load(options2, this.instanceDefaults, this);
          this._queues = new Queues(NUM_PRIORITIES);
          this._scheduled = {};
          this._states = new States(["RECEIVED", "QUEUED", "RUNNING", "EXECUTING"].concat(this.trackDoneStatus ? ["DONE"] : []));
          this._limiter = null;
          this.Events = new Events2(this);
          this._submitLock = new Sync("submit", this.Promise);
          this._registerLock = new Sync("register", this.Promise);
          storeOptions = parser2.load(options2, this.storeDefaults, {});
          this._store = function() {
            if (this.datastore === "redis" || this.datastore === "ioredis" || this.connection != null) {
              storeInstanceOptions = parser2.load(options2, this.redisStoreDefaults, {});
              return new RedisDatastore(this, storeOptions, storeInstanceOptions);
            } else if (this.datastore === "local") {
              storeInstanceOptions = parser2.load(options2, this.localStoreDefaults, {});
              return new LocalDatastore(this, storeOptions, storeInstanceOptions);
            } else {
              throw new Bottleneck4.prototype.BottleneckError(`Invalid datastore type: ${this.datastore}`);
            }
          }.call(this);
          this._queues.on("leftzero", () => {
            var ref;
            return (ref = this._store.heartbeat) != null ? typeof ref.ref === "function" ? ref.ref() : void 0 : void 0;
          });
          this._queues.on("zero", () => {
            var ref;
            return (ref = this._store.heartbeat) != null ? typeof ref.unref === "function" ? ref.unref() : void 0 : void 0;
          });
        }
        _validateOptions(options2, invalid) {
          if (!(options2 != null && typeof options2 === "object" && invalid.length === 0)) {
            throw new Bottleneck4.prototype.BottleneckError("Bottleneck v2 takes a single object argument. Refer to https://github.com/SGrondin/bottleneck#upgrading-to-v2 if you're upgrading from Bottleneck v1.");
          }
        }
        ready() {
          return this._store.ready;
        }
        clients() {
          return this._store.clients;
        }
        channel() {
          return `b_${this.id}`;
        }
        channel_client() {
          return `b_${this.id}_${this._store.clientId}`;
        }
        publish(message3) {
          return this._store.__publish__(message3);
        }
        disconnect(flush = true) {
          return this._store.__disconnect__(flush);
        }
        chain(_limiter) {
          this._limiter = _limiter;
          return this;
        }
        queued(priority) {
          return this._queues.queued(priority);
        }
        clusterQueued() {
          return this._store.__queued__();
        }
        empty() {
          return this.queued() === 0 && this._submitLock.isEmpty();
        }
        running() {
          return this._store.__running__();
        }
        done() {
          return this._store.__done__();
        }
        jobStatus(id) {
          return this._states.jobStatus(id);
        }
        jobs(status2) {
          return this._states.statusJobs(status2);
        }
        counts() {
          return this._states.statusCounts();
        }
        _randomIndex() {
          return Math.random().toString(36).slice(2);
        }
        check(weight = 1) {
          return this._store.__check__(weight);
        }
        _clearGlobalState(index) {
          if (this._scheduled[index] != null) {
            clearTimeout(this._scheduled[index].expiration);
            delete this._scheduled[index];
            return true;
          } else {
            return false;
          }
        }
        _free(index, job, options2, eventInfo) {
          var _this = this;
          return _asyncToGenerator2(function* () {
            var e, running;
            try {
              var _ref = yield _this._store.__free__(index, options2.weight);
              running = _ref.running;
              _this.Events.trigger("debug", `Freed ${options2.id}`, eventInfo);
              if (running === 0 && _this.empty()) {
                return _this.Events.trigger("idle");
              }
            } catch (error1) {
              e = error1;
              return _this.Events.trigger("error", e);
            }
          })();
        }
        _run(index, job, wait) {
          var clearGlobalState, free, run;
          job.doRun();
          clearGlobalState = this._clearGlobalState.bind(this, index);
          run = this._run.bind(this, index, job);
          free = this._free.bind(this, index, job);
          return this._scheduled[index] = {
            timeout: setTimeout(() => {
              return job.doExecute(this._limiter, clearGlobalState, run, free);
            }, wait),
            expiration: job.options.expiration != null ? setTimeout(function() {
              return job.doExpire(clearGlobalState, run, free);
            }, wait + job.options.expiration) : void 0,
            job
          };
        }
        _drainOne(capacity) {
          return this._registerLock.schedule(() => {
            var args, index, next, options2, queue;
            if (this.queued() === 0) {
              return this.Promise.resolve(null);
            }
            queue = this._queues.getFirst();
            var _next2 = next = queue.first();
            options2 = _next2.options;
            args = _next2.args;
            if (capacity != null && options2.weight > capacity) {
              return this.Promise.resolve(null);
            }
            this.Events.trigger("debug", `Draining ${options2.id}`, {
              args,
              options: options2
            });
            index = this._randomIndex();
            return this._store.__register__(index, options2.weight, options2.expiration).then(({
              success,
              wait,
              reservoir
            }) => {
              var empty;
              this.Events.trigger("debug", `Drained ${options2.id}`, {
                success,
                args,
                options: options2
              });
              if (success) {
                queue.shift();
                empty = this.empty();
                if (empty) {
                  this.Events.trigger("empty");
                }
                if (reservoir === 0) {
                  this.Events.trigger("depleted", empty);
                }
                this._run(index, next, wait);
                return this.Promise.resolve(options2.weight);
              } else {
                return this.Promise.resolve(null);
              }
            });
          });
        }
        _drainAll(capacity, total = 0) {
          return this._drainOne(capacity).then((drained) => {
            var newCapacity;
            if (drained != null) {
              newCapacity = capacity != null ? capacity - drained : capacity;
              return this._drainAll(newCapacity, total + drained);
            } else {
              return this.Promise.resolve(total);
            }
          }).catch((e) => {
            return this.Events.trigger("error", e);
          });
        }
        _dropAllQueued(message3) {
          return this._queues.shiftAll(function(job) {
            return job.doDrop({
              message: message3
            });
          });
        }
        stop(options2 = {}) {
          var done, waitForExecuting;
          options2 = parser2.load(options2, this.stopDefaults);
          waitForExecuting = (at2) => {
            var finished;
            finished = () => {
              var counts;
              counts = this._states.counts;
              return counts[0] + counts[1] + counts[2] + counts[3] === at2;
            };
            return new this.Promise((resolve, reject) => {
              if (finished()) {
                return resolve();
              } else {
                return this.on("done", () => {
                  if (finished()) {
                    this.removeAllListeners("done");
                    return resolve();
                  }
                });
              }
            });
          };
          done = options2.dropWaitingJobs ? (this._run = function(index, next) {
            return next.doDrop({
              message: options2.dropErrorMessage
            });
          }, this._drainOne = () => {
            return this.Promise.resolve(null);
          }, this._registerLock.schedule(() => {
            return this._submitLock.schedule(() => {
              var k, ref, v;
              ref = this._scheduled;
              for (k in ref) {
                v = ref[k];
                if (this.jobStatus(v.job.options.id) === "RUNNING") {
                  clearTimeout(v.timeout);
                  clearTimeout(v.expiration);
                  v.job.doDrop({
                    message: options2.dropErrorMessage
                  });
                }
              }
              this._dropAllQueued(options2.dropErrorMessage);
              return waitForExecuting(0);
            });
          })) : this.schedule({
            priority: NUM_PRIORITIES - 1,
            weight: 0
          }, () => {
            return waitForExecuting(1);
          });
          this._receive = function(job) {
            return job._reject(new Bottleneck4.prototype.BottleneckError(options2.enqueueErrorMessage));
          };
          this.stop = () => {
            return this.Promise.reject(new Bottleneck4.prototype.BottleneckError("stop() has already been called"));
          };
          return done;
        }
        _addToQueue(job) {
          var _this2 = this;
          return _asyncToGenerator2(function* () {
            var args, blocked, error, options2, reachedHWM, shifted, strategy;
            args = job.args;
            options2 = job.options;
            try {
              var _ref2 = yield _this2._store.__submit__(_this2.queued(), options2.weight);
              reachedHWM = _ref2.reachedHWM;
              blocked = _ref2.blocked;
              strategy = _ref2.strategy;
            } catch (error1) {
              error = error1;
              _this2.Events.trigger("debug", `Could not queue ${options2.id}`, {
                args,
                options: options2,
                error
              });
              job.doDrop({
                error
              });
              return false;
            }
            if (blocked) {
              job.doDrop();
              return true;
            } else if (reachedHWM) {
              shifted = strategy === Bottleneck4.prototype.strategy.LEAK ? _this2._queues.shiftLastFrom(options2.priority) : strategy === Bottleneck4.prototype.strategy.OVERFLOW_PRIORITY ? _this2._queues.shiftLastFrom(options2.priority + 1) : strategy === Bottleneck4.prototype.strategy.OVERFLOW ? job : void 0;
              if (shifted != null) {
                shifted.doDrop();
              }
              if (shifted == null || strategy === Bottleneck4.prototype.strategy.OVERFLOW) {
                if (shifted == null) {
                  job.doDrop();
                }
                return reachedHWM;
              }
            }
            job.doQueue(reachedHWM, blocked);
            _this2._queues.push(job);
            yield _this2._drainAll();
            return reachedHWM;
          })();
        }
        _receive(job) {
          if (this._states.jobStatus(job.options.id) != null) {
            job._reject(new Bottleneck4.prototype.BottleneckError(`A job with the same id already exists (id=${job.options.id})`));
            return false;
          } else {
            job.doReceive();
            return this._submitLock.schedule(this._addToQueue, job);
          }
        }
        submit(...args) {
          var cb, fn, job, options2, ref, ref1, task;
          if (typeof args[0] === "function") {
            var _ref3, _ref4, _splice$call, _splice$call2;
            ref = args, _ref3 = ref, _ref4 = _toArray(_ref3), fn = _ref4[0], args = _ref4.slice(1), _ref3, _splice$call = splice.call(args, -1), _splice$call2 = _slicedToArray2(_splice$call, 1), cb = _splice$call2[0], _splice$call;
            options2 = parser2.load({}, this.jobDefaults);
          } else {
            var _ref5, _ref6, _splice$call3, _splice$call4;
            ref1 = args, _ref5 = ref1, _ref6 = _toArray(_ref5), options2 = _ref6[0], fn = _ref6[1], args = _ref6.slice(2), _ref5, _splice$call3 = splice.call(args, -1), _splice$call4 = _slicedToArray2(_splice$call3, 1), cb = _splice$call4[0], _splice$call3;
            options2 = parser2.load(options2, this.jobDefaults);
          }
          task = (...args2) => {
            return new this.Promise(function(resolve, reject) {
              return fn(...args2, function(...args3) {
                return (args3[0] != null ? reject : resolve)(args3);
              });
            });
          };
          job = new Job(task, args, options2, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
          job.promise.then(function(args2) {
            return typeof cb === "function" ? cb(...args2) : void 0;
          }).catch(function(args2) {
            if (Array.isArray(args2)) {
              return typeof cb === "function" ? cb(...args2) : void 0;
            } else {
              return typeof cb === "function" ? cb(args2) : void 0;
            }
          });
          return this._receive(job);
        }
        schedule(...args) {
          var job, options2, task;
          if (typeof args[0] === "function") {
            var _args = args;
            var _args2 = _toArray(_args);
            task = _args2[0];
            args = _args2.slice(1);
            options2 = {};
          } else {
            var _args3 = args;
            var _args4 = _toArray(_args3);
            options2 = _args4[0];
            task = _args4[1];
            args = _args4.slice(2);
          }
          job = new Job(task, args, options2, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
          this._receive(job);
          return job.promise;
        }
        wrap(fn) {
          var schedule, wrapped;
          schedule = this.schedule.bind(this);
          wrapped = function wrapped2(...args) {
            return schedule(fn.bind(this), ...args);
          };
          wrapped.withOptions = function(options2, ...args) {
            return schedule(options2, fn, ...args);
          };
          return wrapped;
        }
        updateSettings(options2 = {}) {
          var _this3 = this;
          return _asyncToGenerator2(function* () {
            yield _this3._store.__updateSettings__(parser2.overwrite(options2, _this3.storeDefaults));
            parser2.overwrite(options2, _this3.instanceDefaults, _this3);
            return _this3;
          })();
        }
        currentReservoir() {
          return this._store.__currentReservoir__();
        }
        incrementReservoir(incr = 0) {
          return this._store.__incrementReservoir__(incr);
        }
      }
      ;
      Bottleneck4.default = Bottleneck4;
      Bottleneck4.Events = Events2;
      Bottleneck4.version = Bottleneck4.prototype.version = require_version().version;
      Bottleneck4.strategy = Bottleneck4.prototype.strategy = {
        LEAK: 1,
        OVERFLOW: 2,
        OVERFLOW_PRIORITY: 4,
        BLOCK: 3
      };
      Bottleneck4.BottleneckError = Bottleneck4.prototype.BottleneckError = require_BottleneckError();
      Bottleneck4.Group = Bottleneck4.prototype.Group = require_Group();
      Bottleneck4.RedisConnection = Bottleneck4.prototype.RedisConnection = require_RedisConnection();
      Bottleneck4.IORedisConnection = Bottleneck4.prototype.IORedisConnection = require_IORedisConnection();
      Bottleneck4.Batcher = Bottleneck4.prototype.Batcher = require_Batcher();
      Bottleneck4.prototype.jobDefaults = {
        priority: DEFAULT_PRIORITY,
        weight: 1,
        expiration: null,
        id: "<no-id>"
      };
      Bottleneck4.prototype.storeDefaults = {
        maxConcurrent: null,
        minTime: 0,
        highWater: null,
        strategy: Bottleneck4.prototype.strategy.LEAK,
        penalty: null,
        reservoir: null,
        reservoirRefreshInterval: null,
        reservoirRefreshAmount: null,
        reservoirIncreaseInterval: null,
        reservoirIncreaseAmount: null,
        reservoirIncreaseMaximum: null
      };
      Bottleneck4.prototype.localStoreDefaults = {
        Promise,
        timeout: null,
        heartbeatInterval: 250
      };
      Bottleneck4.prototype.redisStoreDefaults = {
        Promise,
        timeout: null,
        heartbeatInterval: 5e3,
        clientTimeout: 1e4,
        Redis: null,
        clientOptions: {},
        clusterNodes: null,
        clearDatastore: false,
        connection: null
      };
      Bottleneck4.prototype.instanceDefaults = {
        datastore: "local",
        connection: null,
        id: "<no-id>",
        rejectOnDrop: true,
        trackDoneStatus: false,
        Promise
      };
      Bottleneck4.prototype.stopDefaults = {
        enqueueErrorMessage: "This limiter has been stopped and cannot accept new jobs.",
        dropWaitingJobs: true,
        dropErrorMessage: "This limiter has been stopped."
      };
      return Bottleneck4;
    }.call(void 0);
    module2.exports = Bottleneck3;
  }
});

// node_modules/bottleneck/lib/index.js
var require_lib = __commonJS({
  "node_modules/bottleneck/lib/index.js"(exports2, module2) {
    "use strict";
    module2.exports = require_Bottleneck();
  }
});

// src/gather/nixpkgs/tree.ts
import { constants as fsConstants, promises as fs } from "node:fs";
import path from "node:path";
var UnreadableEntry = class extends Error {
  constructor(path2, reason) {
    super(`${path2}: ${reason}`);
    this.path = path2;
    this.reason = reason;
    this.name = "UnreadableEntry";
  }
  path;
  reason;
};
var DEFAULT_MAX_FILE_BYTES = 64 * 1024 * 1024;
function treePathSegments(treePath) {
  if (treePath.startsWith("/") || treePath.includes("\\") || /^[A-Za-z]:/.test(treePath) || treePath.includes("\0")) {
    throw new UnreadableEntry(treePath, "not a path relative to the nixpkgs root; refused");
  }
  const segments = treePath.split("/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) {
    throw new UnreadableEntry(treePath, 'path climbs out with ".."; refused');
  }
  return segments;
}
function errorCode(error) {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : void 0;
}
function localTree(root, options2 = {}) {
  const maxFileBytes = options2.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const absoluteRoot = path.resolve(root);
  let realRoot;
  async function resolveInside(treePath) {
    const segments = treePathSegments(treePath);
    realRoot ??= fs.realpath(absoluteRoot);
    const base = await realRoot;
    let real;
    try {
      real = await fs.realpath(path.join(base, ...segments));
    } catch (error) {
      const code = errorCode(error);
      if (code === "ENOENT" || code === "ENOTDIR") return void 0;
      if (code === "ELOOP") throw new UnreadableEntry(treePath, "symlink loop; refused");
      throw error;
    }
    if (real !== base && !real.startsWith(base + path.sep)) {
      throw new UnreadableEntry(treePath, "symlink leads outside the nixpkgs checkout; refused");
    }
    return real;
  }
  return {
    describe: `checkout ${absoluteRoot}`,
    async readText(treePath) {
      const real = await resolveInside(treePath);
      if (real === void 0) return void 0;
      const stat = await fs.stat(real);
      if (stat.isDirectory()) return void 0;
      if (!stat.isFile()) throw new UnreadableEntry(treePath, "not a regular file; refused");
      if (stat.size > maxFileBytes) {
        throw new UnreadableEntry(treePath, `${stat.size} bytes, over the ${maxFileBytes}-byte cap; refused`);
      }
      const handle = await fs.open(real, fsConstants.O_RDONLY | fsConstants.O_NOFOLLOW);
      try {
        const size = (await handle.stat()).size;
        if (size > maxFileBytes) {
          throw new UnreadableEntry(treePath, `${size} bytes, over the ${maxFileBytes}-byte cap; refused`);
        }
        const text3 = await handle.readFile({ encoding: "utf8" });
        return text3.charCodeAt(0) === 65279 ? text3.slice(1) : text3;
      } finally {
        await handle.close();
      }
    },
    async listDir(treePath) {
      const real = await resolveInside(treePath);
      if (real === void 0) return void 0;
      const stat = await fs.stat(real);
      if (!stat.isDirectory()) return void 0;
      return (await fs.readdir(real)).sort();
    }
  };
}

// src/gather/localFile.ts
var LocalFileError = class extends Error {
  constructor(file, problem, expected) {
    super(`${file}: ${problem}; give ${expected}.`);
    this.file = file;
    this.problem = problem;
    this.expected = expected;
    this.name = "LocalFileError";
  }
  file;
  problem;
  expected;
};

// src/gather/sources.ts
import { readFile as readFile4 } from "node:fs/promises";

// src/domain/family.ts
function hasPolicyChoices(family) {
  return family.policyChoices ?? true;
}
function channelFileOf(family) {
  return family.channelFile ?? "channel.yaml";
}
function readsStableChannel(family, defaultTarget) {
  return family.channelAliases !== void 0 || defaultTarget === "stable-channel";
}
function releaseEventsOf(family) {
  return family.releaseEvents ?? ["feature-freeze", "branch-off"];
}
function attrOfMinor(family, minor) {
  const parsed = parseMinor(minor);
  if (!parsed) throw new Error(`"${minor}" is not a minor such as 1.30`);
  return `${family.attrPrefix}${parsed.major}_${parsed.minor}`;
}
function minorOfAttr(family, attr) {
  if (!attr.startsWith(family.attrPrefix)) return void 0;
  const rest = attr.slice(family.attrPrefix.length);
  if (!/^\d+_\d+$/.test(rest)) return void 0;
  const parsed = parseMinor(rest);
  return parsed ? `${parsed.major}.${parsed.minor}` : void 0;
}

// src/gather/nixpkgs/remoteTree.ts
function isNotFound(error) {
  return typeof error === "object" && error !== null && "status" in error && error.status === 404;
}
function isNoCommit(error) {
  return isNotFound(error) || typeof error === "object" && error !== null && "status" in error && error.status === 422;
}
function remoteTree(client, repository2, ref) {
  const [owner, repo] = repository2.split("/");
  const describe = `GitHub API ${repository2}@${ref}`;
  const texts = /* @__PURE__ */ new Map();
  const listings = /* @__PURE__ */ new Map();
  let commit2;
  async function fetchText(path2) {
    const segments = treePathSegments(path2);
    try {
      const response = await client.rest.repos.getContent({
        owner,
        repo,
        ref,
        path: segments.join("/"),
        mediaType: { format: "raw" }
      });
      const data = response.data;
      if (typeof data === "string") return data;
      return void 0;
    } catch (error) {
      if (isNotFound(error)) return void 0;
      throw new Error(
        `Could not read ${path2} from ${repository2}@${ref}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error }
      );
    }
  }
  return {
    describe,
    readText(path2) {
      const key2 = treePathSegments(path2).join("/");
      let text3 = texts.get(key2);
      if (!text3) {
        text3 = fetchText(path2);
        texts.set(key2, text3);
      }
      return text3;
    },
    commit() {
      commit2 ??= fetchCommit();
      return commit2;
    },
    listDir(path2) {
      const key2 = treePathSegments(path2).join("/");
      let listing = listings.get(key2);
      if (!listing) {
        listing = fetchListing(key2);
        listings.set(key2, listing);
      }
      return listing;
    }
  };
  async function fetchCommit() {
    try {
      const { data } = await client.rest.repos.getCommit({ owner, repo, ref, mediaType: { format: "sha" } });
      const sha = data;
      return typeof sha === "string" && /^[0-9a-f]{40}$/.test(sha.trim()) ? sha.trim() : void 0;
    } catch (error) {
      if (isNoCommit(error)) return void 0;
      throw new Error(
        `Could not read the commit of ${repository2}@${ref}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error }
      );
    }
  }
  async function fetchListing(path2) {
    try {
      const { data } = await client.rest.repos.getContent({ owner, repo, ref, path: path2 });
      return Array.isArray(data) ? data.map((entry) => entry.name).sort() : void 0;
    } catch (error) {
      if (isNotFound(error)) return void 0;
      throw new Error(
        `Could not list ${path2} in ${repository2}@${ref}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error }
      );
    }
  }
}

// src/gather/pullRequests/answers.ts
function object(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : void 0;
}
function text(value) {
  return typeof value === "string" ? value : void 0;
}
function instant(value) {
  const parsed = typeof value === "string" ? new Date(value) : void 0;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : void 0;
}
var AnswerShape = class extends Error {
  constructor(what, problem) {
    super(`${what} is not in the shape of GitHub's answer: ${problem}`);
    this.name = "AnswerShape";
  }
};
function readSearchAnswer(data, what) {
  const answer = object(data);
  const items = answer?.items;
  if (!answer || !Array.isArray(items) || typeof answer.total_count !== "number")
    throw new AnswerShape(what, "it needs total_count and items");
  const found = [];
  for (const value of items) {
    const item = object(value);
    const pull = object(item?.pull_request);
    if (!item || !pull) continue;
    const created = instant(item.created_at);
    const title = text(item.title);
    if (typeof item.number !== "number" || title === void 0 || created === void 0)
      throw new AnswerShape(what, "an item lacks its number, title or created_at");
    const merged = instant(pull.merged_at);
    found.push({ number: item.number, title, open: item.state === "open", created, merged });
  }
  return {
    found,
    total: answer.total_count,
    listed: items.length,
    incompleteResults: answer.incomplete_results === true
  };
}
function readPullRequest(data, what) {
  const pull = object(data);
  const base = text(object(pull?.base)?.ref);
  const headCommit = text(object(pull?.head)?.sha);
  const created = instant(pull?.created_at);
  const title = text(pull?.title);
  const url = text(pull?.html_url);
  if (!pull || typeof pull.number !== "number" || title === void 0 || url === void 0 || created === void 0)
    throw new AnswerShape(what, "it needs number, title, html_url and created_at");
  if (base === void 0 || headCommit === void 0 || !/^[0-9a-f]{40}$/.test(headCommit))
    throw new AnswerShape(what, "it needs base.ref and the 40 hex digits of head.sha");
  const merged = instant(pull.merged_at);
  const state = merged ? "merged" : pull.state !== "open" ? "closed" : pull.draft === true ? "draft" : "open";
  const labels2 = Array.isArray(pull.labels) ? pull.labels.flatMap((label) => {
    const name = text(object(label)?.name);
    return name === void 0 ? [] : [name];
  }) : [];
  return {
    number: pull.number,
    title,
    url,
    // A deleted account's pull request has no user: GitHub shows it as "ghost".
    author: text(object(pull.user)?.login) ?? "ghost",
    base,
    headCommit,
    state,
    opened: dayOf(created),
    merged: merged && dayOf(merged),
    labels: labels2,
    changedFiles: typeof pull.changed_files === "number" ? pull.changed_files : 0
  };
}
function readChangedFiles(data, what) {
  if (!Array.isArray(data)) throw new AnswerShape(what, "it is not a list of files");
  return data.map((value) => {
    const entry = object(value);
    const filename = text(entry?.filename);
    const status2 = text(entry?.status);
    if (!entry || filename === void 0 || status2 === void 0)
      throw new AnswerShape(what, "a file lacks its filename or status");
    return { filename, status: status2, patch: text(entry.patch), previousFilename: text(entry.previous_filename) };
  });
}

// src/gather/pullRequests/githubPulls.ts
var FILE_PAGES = 3;
var message = (error) => error instanceof Error ? error.message : String(error);
function githubPullRequests(client, repository2) {
  const [owner, repo] = repository2.split("/");
  return {
    async search(query) {
      const { data } = await client.rest.search.issuesAndPullRequests({
        q: query,
        sort: "updated",
        order: "desc",
        per_page: 100,
        // The run does without pull requests: one retry, and no answer in time fails the search alone.
        request: { optional: true, retries: 1 }
      });
      return readSearchAnswer(data, `The search of the pull requests of ${repository2}`);
    },
    async read(number) {
      const what = `pull request #${number} of ${repository2}`;
      try {
        let pages = 0;
        const [pull, files] = await Promise.all([
          client.rest.pulls.get({ owner, repo, pull_number: number }),
          client.paginate(
            client.rest.pulls.listFiles,
            { owner, repo, pull_number: number, per_page: 100 },
            (page, done) => {
              if (++pages >= FILE_PAGES) done();
              return page.data;
            }
          )
        ]);
        return { pull: readPullRequest(pull.data, what), files: readChangedFiles(files, `The files of ${what}`) };
      } catch (error) {
        throw new Error(`Could not read ${what}: ${message(error)}`, { cause: error });
      }
    },
    headTree: (commit2) => remoteTree(client, repository2, commit2)
  };
}

// src/gather/pullRequests/recordedPulls.ts
import { readFile } from "node:fs/promises";
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
async function load(file) {
  let data;
  try {
    data = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(
      `Cannot read the pull requests file ${file}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error }
    );
  }
  const contents2 = isRecord(data) ? data.contents : void 0;
  if (!isRecord(data) || !Array.isArray(data.pulls) || !isRecord(data.files) || !isRecord(contents2) || !Object.values(contents2).every(isRecord))
    throw new Error(
      `The pull requests file ${file} needs search, pulls, files and contents (see docs/PULL-REQUESTS.md).`
    );
  return { search: data.search, pulls: data.pulls, files: data.files, contents: contents2 };
}
function recordedPullRequests(file) {
  let recorded;
  const read = () => recorded ??= load(file);
  return {
    async search() {
      return readSearchAnswer((await read()).search, `The search in ${file}`);
    },
    async read(number) {
      const { pulls, files } = await read();
      const page = pulls.find((pull) => isRecord(pull) && pull.number === number);
      const changed3 = files[String(number)];
      if (page === void 0 || changed3 === void 0)
        throw new Error(`The pull requests file ${file} has no page or no files of pull request #${number}.`);
      return {
        pull: readPullRequest(page, `Pull request #${number} in ${file}`),
        files: readChangedFiles(changed3, `The files of pull request #${number} in ${file}`)
      };
    },
    headTree(commit2) {
      const text3 = async (path2) => {
        const value = (await read()).contents[commit2]?.[treePathSegments(path2).join("/")];
        return typeof value === "string" ? value : void 0;
      };
      const tree = {
        describe: `${file} at ${commit2.slice(0, 7)}`,
        readText: text3,
        listDir: async () => void 0
      };
      return tree;
    }
  };
}

// src/gather/pullRequests/source.ts
function unreadPullRequests(reason) {
  const fail = async () => {
    throw new Error(reason);
  };
  return {
    search: fail,
    read: fail,
    headTree: (commit2) => ({
      describe: `no tree of ${commit2}`,
      readText: async () => void 0,
      listDir: async () => void 0
    })
  };
}

// src/gather/upstream/kubernetesLifecycle.ts
import { readFile as readFile2 } from "node:fs/promises";
var SCHEDULE_PATH = "data/releases/schedule.yaml";
var EOL_PATH = "data/releases/eol.yaml";
var LOCAL_COPY = {
  [SCHEDULE_PATH]: "a copy of kubernetes/website data/releases/schedule.yaml",
  [EOL_PATH]: "a copy of kubernetes/website data/releases/eol.yaml"
};
async function readLocal(path2, expected) {
  try {
    return await readFile2(path2, "utf8");
  } catch (error) {
    const message3 = error instanceof Error ? error.message : String(error);
    throw new LocalFileError(path2, `cannot be read (${message3})`, expected);
  }
}
async function readFromRepository(client, repository2, ref, path2) {
  const where2 = `${repository2}@${ref}:${path2}`;
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(repository2);
  if (!match) throw new Error(`Kubernetes lifecycle repository must be written "owner/name", got "${repository2}".`);
  if (!client) throw new Error(`Reading ${where2} needs a GitHub client; pass a local file instead for offline use.`);
  let data;
  try {
    ({ data } = await client.rest.repos.getContent({ owner: match[1], repo: match[2], path: path2, ref }));
  } catch (error) {
    const status2 = typeof error === "object" && error !== null && "status" in error ? error.status : void 0;
    if (status2 === 404) throw new Error(`Kubernetes lifecycle file ${where2} was not found (404).`, { cause: error });
    const message3 = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not read ${where2}: ${message3}`, { cause: error });
  }
  if (typeof data !== "object" || data === null || Array.isArray(data) || !("content" in data) || typeof data.content !== "string") {
    throw new Error(`${where2} is not a file.`);
  }
  const encoding = "encoding" in data ? data.encoding : void 0;
  if (encoding !== "base64") throw new Error(`${where2} came with encoding "${String(encoding)}", expected base64.`);
  return Buffer.from(data.content, "base64").toString("utf8");
}
async function fetchKubernetesLifecycle(client, options2 = {}) {
  const repository2 = options2.repository ?? "kubernetes/website";
  const ref = options2.ref ?? "main";
  const load2 = async (localFile, path2) => localFile !== void 0 ? { text: await readLocal(localFile, LOCAL_COPY[path2]), source: `local file ${localFile}` } : { text: await readFromRepository(client, repository2, ref, path2), source: `${repository2}@${ref}:${path2}` };
  const [scheduleText, eolText] = await Promise.all([
    load2(options2.scheduleFile, SCHEDULE_PATH),
    load2(options2.eolFile, EOL_PATH)
  ]);
  const { parseSchedule, parseEol } = await import("./lifecycleYaml-ZWIBN3NF.js");
  const parsed = (parse3, read, localFile, path2) => {
    try {
      return parse3(read.text, read.source);
    } catch (error) {
      if (localFile === void 0 || !(error instanceof Error)) throw error;
      throw new LocalFileError(
        localFile,
        error.message.replace(`${read.source}: `, "").replace(/\.$/, ""),
        LOCAL_COPY[path2]
      );
    }
  };
  const schedule = parsed(parseSchedule, scheduleText, options2.scheduleFile, SCHEDULE_PATH);
  const eol2 = parsed(parseEol, eolText, options2.eolFile, EOL_PATH);
  return {
    schedule,
    eol: eol2,
    sources: { schedule: scheduleText.source, eol: eolText.source },
    notes: [
      `Kubernetes end-of-life dates: ${eol2.size} minors from ${eolText.source} (actual), ${schedule.size} from ${scheduleText.source} (planned).`
    ]
  };
}

// src/gather/upstream/stableChannel.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFile as readFile3 } from "node:fs/promises";

// src/domain/version.ts
var import_semver = __toESM(require_semver(), 1);
var VERSION = /^v?(\d+\.\d+\.\d+)(?:-(alpha|beta|rc)(0|[1-9]\d*))?\+(\S+)$/;
var BUILD_NUMBER = /^(?:0|[1-9]\d*)$/;
var PRE_RELEASE_ORDER = { alpha: 0, beta: 1, rc: 2 };
function parseVersion(format, text3) {
  const match = VERSION.exec(text3.trim());
  if (!match || !match[4].startsWith(format.buildTag)) return void 0;
  const buildNumber = match[4].slice(format.buildTag.length);
  if (!BUILD_NUMBER.test(buildNumber)) return void 0;
  const core = import_semver.default.parse(match[1]);
  if (!core) return void 0;
  const build = Number(buildNumber);
  const preNumber = Number(match[3]);
  if (!Number.isSafeInteger(build) || match[2] !== void 0 && !Number.isSafeInteger(preNumber)) return void 0;
  const preRelease = match[2] === void 0 ? void 0 : { label: match[2], number: preNumber };
  return makeVersion(format, { major: core.major, minor: core.minor, patch: core.patch, build, preRelease });
}
function isRelease(version) {
  return version.preRelease === void 0;
}
function makeVersion(format, parts) {
  const { major, minor, patch, build, preRelease } = parts;
  const pre = preRelease ? `-${preRelease.label}${preRelease.number}` : "";
  const text3 = `${major}.${minor}.${patch}${pre}+${format.buildTag}${build}`;
  return preRelease ? { major, minor, patch, build, preRelease: { ...preRelease }, text: text3 } : { major, minor, patch, build, text: text3 };
}
function comparePreReleases(a, b) {
  if (!a || !b) return (a ? -1 : 0) - (b ? -1 : 0);
  return PRE_RELEASE_ORDER[a.label] - PRE_RELEASE_ORDER[b.label] || a.number - b.number;
}
function compareVersions(a, b) {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || comparePreReleases(a.preRelease, b.preRelease) || a.build - b.build;
}
function minorOf(version) {
  return `${version.major}.${version.minor}`;
}

// src/gather/upstream/stableChannel.ts
function parseStableChannel(family, text3, where2) {
  const document = (0, import_yaml.parseDocument)(text3, { schema: "failsafe" });
  const root = document.contents;
  const channels = document.errors.length === 0 && (0, import_yaml.isMap)(root) ? root.get("channels", true) : void 0;
  if (!(0, import_yaml.isSeq)(channels)) return { source: `${where2}: not a channel file (no "channels" list)` };
  const stable = channels.items.find((item) => (0, import_yaml.isMap)(item) && scalar(item.get("name", true)) === "stable");
  const latest = (0, import_yaml.isMap)(stable) ? scalar(stable.get("latest", true)) : void 0;
  if (latest === void 0) return { source: `${where2}: no channel named stable with a latest version` };
  const version = parseVersion(family, latest);
  if (!version || !isRelease(version) || latest.trim() !== latest) {
    return {
      version: latest,
      source: `${where2}: the stable channel names "${latest.slice(0, 60)}", not a ${family.name} release`
    };
  }
  return { minor: minorOf(version), version: latest, source: where2 };
}
function scalar(node) {
  return (0, import_yaml.isScalar)(node) && typeof node.value === "string" ? node.value : void 0;
}
function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}
async function fetchStableChannel(client, repository2, family, now) {
  const [owner, repo] = repository2.split("/");
  const file = channelFileOf(family);
  const day = formatDay(dayOf(now));
  const until = new Date(addDays(dayOf(now), 1).getTime() - 1e3).toISOString().replace(".000Z", "Z");
  let commits;
  try {
    ({ data: commits } = await client.rest.repos.listCommits({ owner, repo, path: file, until, per_page: 1 }));
  } catch (error) {
    return { source: `${repository2} ${file}: its history could not be read (${errorText(error)})` };
  }
  const commit2 = Array.isArray(commits) ? commitFacts(commits[0]) : void 0;
  if (commit2 === void 0) return { source: `${repository2} ${file}: no commit on or before ${day}` };
  const { sha } = commit2;
  const where2 = `${repository2} ${file} at ${sha.slice(0, 7)}${commit2.day ? `, ${commit2.day}` : ""}`;
  let text3;
  try {
    ({ data: text3 } = await client.rest.repos.getContent({
      owner,
      repo,
      path: file,
      ref: sha,
      mediaType: { format: "raw" }
    }));
  } catch (error) {
    return { source: `${where2}: the file could not be read (${errorText(error)})` };
  }
  if (typeof text3 !== "string") return { source: `${where2}: not a file` };
  return parseStableChannel(family, text3, where2);
}
function commitFacts(commit2) {
  if (typeof commit2 !== "object" || commit2 === null || !("sha" in commit2)) return void 0;
  const { sha } = commit2;
  if (typeof sha !== "string" || !/^[0-9a-f]{40}$/.test(sha)) return void 0;
  const date = "commit" in commit2 ? committedAt(commit2.commit) : void 0;
  return date ? { sha, day: date } : { sha };
}
function committedAt(details) {
  if (typeof details !== "object" || details === null || !("committer" in details)) return void 0;
  const committer = details.committer;
  if (typeof committer !== "object" || committer === null || !("date" in committer)) return void 0;
  const day = typeof committer.date === "string" ? committer.date.slice(0, 10) : void 0;
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : void 0;
}
async function readStableChannelFile(family, file) {
  const expected = `a copy of ${channelFileOf(family)} with a channel named stable and its latest ${family.name} release`;
  let text3;
  try {
    text3 = await readFile3(file, "utf8");
  } catch (error) {
    throw new LocalFileError(file, `cannot be read (${errorText(error)})`, expected);
  }
  const where2 = `local file ${file}`;
  const channel = parseStableChannel(family, text3, where2);
  if (channel.minor === void 0) throw new LocalFileError(file, channel.source.replace(`${where2}: `, ""), expected);
  return channel;
}

// src/gather/upstream/releases.ts
var import_semver2 = __toESM(require_semver(), 1);
function releaseDate(record2) {
  const text3 = record2.published_at || record2.created_at;
  if (!text3) return void 0;
  const date = new Date(text3);
  return Number.isNaN(date.getTime()) ? void 0 : date;
}
function compareReleasesNewestFirst(a, b) {
  return compareVersions(b.version, a.version) || a.publishedAt.getTime() - b.publishedAt.getTime();
}
function tagVersion(family, tag) {
  const version = parseVersion(family, tag.normalize("NFKC"));
  if (!version) return void 0;
  return tag === version.text || tag === `v${version.text}` ? { version } : { lookalike: version };
}
function selectStableReleases(family, records, log = () => void 0) {
  const byVersion = /* @__PURE__ */ new Map();
  for (const record2 of records) {
    if (record2.draft || record2.prerelease) continue;
    const read = tagVersion(family, record2.tag_name);
    if (read && "lookalike" in read) {
      log(
        `Ignored the release tagged ${JSON.stringify(record2.tag_name.slice(0, 80))}: it is not exactly v${read.lookalike.text} (spaces or look-alike characters), so it is not taken for that release.`
      );
      continue;
    }
    const version = read?.version;
    const publishedAt = releaseDate(record2);
    if (!version || !isRelease(version) || !publishedAt) continue;
    const release2 = { version, tag: record2.tag_name, publishedAt };
    if (record2.name) release2.name = record2.name;
    if (record2.html_url) release2.url = record2.html_url;
    const seen = byVersion.get(version.text);
    if (!seen || seen.publishedAt > publishedAt) byVersion.set(version.text, release2);
  }
  return [...byVersion.values()].sort(compareReleasesNewestFirst);
}
function minorOfTag(tag) {
  const parsed = import_semver2.default.parse(tag.trim());
  return parsed ? `${parsed.major}.${parsed.minor}` : void 0;
}
function splitRepository(repository2, example) {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(repository2.trim());
  if (!match)
    throw new Error(`Upstream repository must be written "owner/name" (such as ${example}), got "${repository2}".`);
  return { owner: match[1], repo: match[2] };
}
function httpStatus(error) {
  if (typeof error === "object" && error !== null && "status" in error) {
    const status2 = error.status;
    return typeof status2 === "number" ? status2 : void 0;
  }
  return void 0;
}
async function fetchReleases(client, options2) {
  const { owner, repo } = splitRepository(options2.repository, options2.family.upstreamRepository);
  const repository2 = `${owner}/${repo}`;
  const log = options2.log ?? (() => void 0);
  const oldest = options2.oldestRelevantMinor === void 0 ? void 0 : normalizeMinor(options2.oldestRelevantMinor);
  if (options2.oldestRelevantMinor !== void 0 && oldest === void 0) {
    throw new Error(`oldestRelevantMinor must be a minor such as 1.30, got "${options2.oldestRelevantMinor}".`);
  }
  const records = [];
  let pagesFetched = 0;
  let complete = true;
  try {
    const pages = client.paginate.iterator(client.rest.repos.listReleases, { owner, repo, per_page: 100 });
    for await (const page of pages) {
      pagesFetched += 1;
      records.push(...page.data);
      if (oldest === void 0 || page.data.length === 0) continue;
      const stillRelevant = page.data.some((record2) => {
        const minor = minorOfTag(record2.tag_name);
        return minor !== void 0 && compareMinors(minor, oldest) >= 0;
      });
      if (!stillRelevant) {
        complete = !/rel="next"/.test(page.headers.link ?? "");
        log(
          `Stopped listing ${repository2} releases after page ${pagesFetched}: it holds no release of ${oldest} or newer.`
        );
        break;
      }
    }
  } catch (error) {
    if (httpStatus(error) === 404) {
      throw new Error(
        `Upstream repository ${repository2} was not found (404 on its releases), or the token cannot see it.`,
        { cause: error }
      );
    }
    const message3 = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not list the releases of ${repository2}: ${message3}`, { cause: error });
  }
  if (records.length === 0) throw new Error(`Upstream repository ${repository2} has no releases.`);
  const releases = selectStableReleases(options2.family, records, log);
  if (releases.length === 0) {
    throw new Error(
      `Upstream repository ${repository2} has no stable ${options2.family.name} releases among ${records.length} releases read.`
    );
  }
  log(`Read ${records.length} releases of ${repository2} in ${pagesFetched} page(s); ${releases.length} stable.`);
  return { releases, pagesFetched, complete };
}

// src/gather/sources.ts
function githubSources(client, nixpkgsRepository, lifecycle = {}) {
  return {
    releases: (options2) => fetchReleases(client, options2),
    kubernetesLifecycle: () => fetchKubernetesLifecycle(client, { scheduleFile: lifecycle.schedule, eolFile: lifecycle.eol }),
    nixpkgsTree: (ref) => remoteTree(client, nixpkgsRepository, ref),
    stableChannel: ({ repository: repository2, family, now }) => fetchStableChannel(client, repository2, family, now),
    pullRequests: () => githubPullRequests(client, nixpkgsRepository)
  };
}
function localSources(local, api) {
  const offline = (what, option) => new Error(`${what} needs the GitHub API, which this run does not use; give ${option}.`);
  const optionFor = local.optionFor ?? ((_family, option) => `--${option}`);
  return {
    async releases(options2) {
      const file = local.releases?.get(options2.family.id);
      if (file !== void 0) return readReleasesFile(file, options2);
      if (!api)
        throw offline(
          `Reading the releases of ${options2.repository}`,
          `${optionFor(options2.family.id, "releases")} FILE`
        );
      return api.releases(options2);
    },
    async kubernetesLifecycle() {
      const files = local.lifecycle ?? {};
      if (files.schedule !== void 0 && files.eol !== void 0)
        return fetchKubernetesLifecycle(void 0, { scheduleFile: files.schedule, eolFile: files.eol });
      if (!api)
        throw offline(
          "Reading the Kubernetes end-of-life dates",
          "--kubernetes-schedule FILE and --kubernetes-eol FILE"
        );
      return api.kubernetesLifecycle();
    },
    nixpkgsTree(ref) {
      const folder = local.trees?.get(ref);
      if (folder !== void 0) return localTree(folder);
      if (!api) return absentTree(ref);
      return api.nixpkgsTree(ref);
    },
    async stableChannel(options2) {
      const file = local.channels?.get(options2.family.id);
      if (file !== void 0) return readStableChannelFile(options2.family, file);
      if (!api)
        return {
          source: `${options2.repository} ${channelFileOf(options2.family)}: not read offline (give ${optionFor(options2.family.id, "channel")} FILE)`
        };
      return api.stableChannel(options2);
    },
    pullRequests() {
      if (local.pulls !== void 0) return recordedPullRequests(local.pulls);
      if (!api) return unreadPullRequests("this run does not use the GitHub API; give --pulls FILE");
      return local.pullsUnread !== void 0 ? unreadPullRequests(local.pullsUnread) : api.pullRequests();
    }
  };
}
function absentTree(ref) {
  return {
    describe: `no local tree for ${ref} (give --tree ${ref}=PATH)`,
    readText: async () => void 0,
    listDir: async () => void 0
  };
}
async function readReleasesFile(file, { repository: repository2, family, log }) {
  const expected = `a JSON array of GitHub release objects, as GET /repos/${repository2}/releases answers`;
  let text3;
  try {
    text3 = await readFile4(file, "utf8");
  } catch (error) {
    throw new LocalFileError(file, `cannot be read (${errorText2(error)})`, expected);
  }
  let records;
  try {
    records = JSON.parse(text3);
  } catch (error) {
    throw new LocalFileError(file, `not valid JSON (${errorText2(error)})`, expected);
  }
  if (!Array.isArray(records) || !records.every(isReleaseRecord))
    throw new LocalFileError(file, "not a JSON array of release objects (each with a tag_name)", expected);
  const releases = selectStableReleases(family, records, log);
  if (releases.length === 0) throw new LocalFileError(file, `holds no stable release of ${repository2}`, expected);
  return { releases, pagesFetched: 0, complete: true };
}
function errorText2(error) {
  return error instanceof Error ? error.message : String(error);
}
function isReleaseRecord(value) {
  return typeof value === "object" && value !== null && "tag_name" in value && typeof value.tag_name === "string";
}

// src/github/transport.ts
var ApiUnreachable = class extends Error {
  constructor(host, reason, attempts, options2) {
    super(`${host} could not be reached: ${reason} (${attempts} attempt${attempts === 1 ? "" : "s"})`, options2);
    this.host = host;
    this.reason = reason;
    this.attempts = attempts;
    this.name = "ApiUnreachable";
  }
  host;
  reason;
  attempts;
};
function unreachableCause(error) {
  for (let e = error, depth = 0; e instanceof Error && depth < 10; e = e.cause, depth += 1) {
    if (e instanceof ApiUnreachable) return e;
  }
  return void 0;
}
var NoAnswer = class extends Error {
  constructor(seconds) {
    super(`no answer within ${seconds} s`);
    this.name = "NoAnswer";
  }
};
function transportFailure(error) {
  return typeof error === "object" && error !== null && "status" in error && error.status === 500 && !("response" in error && error.response);
}
function failureText(error) {
  let text3 = String(error);
  for (let e = error, depth = 0; typeof e === "object" && e !== null && depth < 10; depth += 1) {
    if ("message" in e && typeof e.message === "string" && e.message) text3 = e.message;
    e = "cause" in e ? e.cause : void 0;
  }
  return text3;
}
function where(url) {
  const parsed = new URL(url);
  return { host: parsed.host, call: `${decodeURIComponent(parsed.pathname)}${parsed.search}` };
}
function useTransport(octokit, options2) {
  let unreachable;
  octokit.hook.wrap("request", async (request2, requestOptions) => {
    if (unreachable) throw new ApiUnreachable(unreachable.host, unreachable.reason, unreachable.attempts);
    const method = requestOptions.method.toUpperCase();
    const baseFetch = requestOptions.request?.fetch ?? globalThis.fetch;
    let attempt2 = 0;
    let lastFailure = "";
    const retries = typeof requestOptions.request?.retries === "number" ? requestOptions.request.retries : options2.retries;
    const attemptFetch = async (input, init) => {
      attempt2 += 1;
      const url = input instanceof Request ? input.url : String(input);
      const { host, call } = where(url);
      const retrying = attempt2 <= retries;
      const say = (why) => options2.log(`${method} ${host}${call}: ${why}; retrying (${attempt2} of ${retries}).`);
      const timed = method === "GET" || method === "HEAD";
      const controller = new AbortController();
      const timer = timed ? setTimeout(() => controller.abort(new NoAnswer(options2.readTimeoutMs / 1e3)), options2.readTimeoutMs) : void 0;
      const signal = init?.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
      try {
        const response = await baseFetch(input, { ...init, signal });
        if (retrying && options2.retriedStatus(response.status)) say(`HTTP ${response.status}`);
        return response;
      } catch (error) {
        lastFailure = failureText(error);
        if (retrying) say(lastFailure);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    };
    requestOptions.request = { ...requestOptions.request, fetch: attemptFetch };
    try {
      return await request2(requestOptions);
    } catch (error) {
      if (!transportFailure(error) || requestOptions.request?.optional === true) throw error;
      const { host } = where(octokit.request.endpoint.parse(requestOptions).url);
      unreachable = new ApiUnreachable(host, lastFailure || failureText(error), attempt2, { cause: error });
      throw unreachable;
    }
  });
}

// node_modules/universal-user-agent/index.js
function getUserAgent() {
  if (typeof navigator === "object" && "userAgent" in navigator) {
    return navigator.userAgent;
  }
  if (typeof process === "object" && process.version !== void 0) {
    return `Node.js/${process.version.substr(1)} (${process.platform}; ${process.arch})`;
  }
  return "<environment undetectable>";
}

// node_modules/before-after-hook/lib/register.js
function register(state, name, method, options2) {
  if (typeof method !== "function") {
    throw new Error("method for before hook must be a function");
  }
  if (!options2) {
    options2 = {};
  }
  if (Array.isArray(name)) {
    return name.reverse().reduce((callback, name2) => {
      return register.bind(null, state, name2, callback, options2);
    }, method)();
  }
  return Promise.resolve().then(() => {
    if (!state.registry[name]) {
      return method(options2);
    }
    return state.registry[name].reduce((method2, registered) => {
      return registered.hook.bind(null, method2, options2);
    }, method)();
  });
}

// node_modules/before-after-hook/lib/add.js
function addHook(state, kind, name, hook2) {
  const orig = hook2;
  if (!state.registry[name]) {
    state.registry[name] = [];
  }
  if (kind === "before") {
    hook2 = (method, options2) => {
      return Promise.resolve().then(orig.bind(null, options2)).then(method.bind(null, options2));
    };
  }
  if (kind === "after") {
    hook2 = (method, options2) => {
      let result;
      return Promise.resolve().then(method.bind(null, options2)).then((result_) => {
        result = result_;
        return orig(result, options2);
      }).then(() => {
        return result;
      });
    };
  }
  if (kind === "error") {
    hook2 = (method, options2) => {
      return Promise.resolve().then(method.bind(null, options2)).catch((error) => {
        return orig(error, options2);
      });
    };
  }
  state.registry[name].push({
    hook: hook2,
    orig
  });
}

// node_modules/before-after-hook/lib/remove.js
function removeHook(state, name, method) {
  if (!state.registry[name]) {
    return;
  }
  const index = state.registry[name].map((registered) => {
    return registered.orig;
  }).indexOf(method);
  if (index === -1) {
    return;
  }
  state.registry[name].splice(index, 1);
}

// node_modules/before-after-hook/index.js
var bind = Function.bind;
var bindable = bind.bind(bind);
function bindApi(hook2, state, name) {
  const removeHookRef = bindable(removeHook, null).apply(
    null,
    name ? [state, name] : [state]
  );
  hook2.api = { remove: removeHookRef };
  hook2.remove = removeHookRef;
  ["before", "error", "after", "wrap"].forEach((kind) => {
    const args = name ? [state, kind, name] : [state, kind];
    hook2[kind] = hook2.api[kind] = bindable(addHook, null).apply(null, args);
  });
}
function Singular() {
  const singularHookName = /* @__PURE__ */ Symbol("Singular");
  const singularHookState = {
    registry: {}
  };
  const singularHook = register.bind(null, singularHookState, singularHookName);
  bindApi(singularHook, singularHookState, singularHookName);
  return singularHook;
}
function Collection() {
  const state = {
    registry: {}
  };
  const hook2 = register.bind(null, state);
  bindApi(hook2, state);
  return hook2;
}
var before_after_hook_default = { Singular, Collection };

// node_modules/@octokit/endpoint/dist-bundle/index.js
var VERSION2 = "0.0.0-development";
var userAgent = `octokit-endpoint.js/${VERSION2} ${getUserAgent()}`;
var DEFAULTS = {
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": userAgent
  },
  mediaType: {
    format: ""
  }
};
function lowercaseKeys(object2) {
  if (!object2) {
    return {};
  }
  return Object.keys(object2).reduce((newObj, key2) => {
    newObj[key2.toLowerCase()] = object2[key2];
    return newObj;
  }, {});
}
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
function mergeDeep(defaults, options2) {
  const result = Object.assign({}, defaults);
  Object.keys(options2).forEach((key2) => {
    if (isPlainObject(options2[key2])) {
      if (!(key2 in defaults)) Object.assign(result, { [key2]: options2[key2] });
      else result[key2] = mergeDeep(defaults[key2], options2[key2]);
    } else {
      Object.assign(result, { [key2]: options2[key2] });
    }
  });
  return result;
}
function removeUndefinedProperties(obj) {
  for (const key2 in obj) {
    if (obj[key2] === void 0) {
      delete obj[key2];
    }
  }
  return obj;
}
function merge(defaults, route, options2) {
  if (typeof route === "string") {
    let [method, url] = route.split(" ");
    options2 = Object.assign(url ? { method, url } : { url: method }, options2);
  } else {
    options2 = Object.assign({}, route);
  }
  options2.headers = lowercaseKeys(options2.headers);
  removeUndefinedProperties(options2);
  removeUndefinedProperties(options2.headers);
  const mergedOptions = mergeDeep(defaults || {}, options2);
  if (options2.url === "/graphql") {
    if (defaults && defaults.mediaType.previews?.length) {
      mergedOptions.mediaType.previews = defaults.mediaType.previews.filter(
        (preview) => !mergedOptions.mediaType.previews.includes(preview)
      ).concat(mergedOptions.mediaType.previews);
    }
    mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""));
  }
  return mergedOptions;
}
function addQueryParameters(url, parameters) {
  const separator = /\?/.test(url) ? "&" : "?";
  const names = Object.keys(parameters);
  if (names.length === 0) {
    return url;
  }
  return url + separator + names.map((name) => {
    if (name === "q") {
      return "q=" + parameters.q.split("+").map(encodeURIComponent).join("+");
    }
    return `${name}=${encodeURIComponent(parameters[name])}`;
  }).join("&");
}
var urlVariableRegex = /\{[^{}}]+\}/g;
function removeNonChars(variableName) {
  return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
}
function extractUrlVariableNames(url) {
  const matches = url.match(urlVariableRegex);
  if (!matches) {
    return [];
  }
  return matches.map(removeNonChars).reduce((a, b) => a.concat(b), []);
}
function omit(object2, keysToOmit) {
  const result = { __proto__: null };
  for (const key2 of Object.keys(object2)) {
    if (keysToOmit.indexOf(key2) === -1) {
      result[key2] = object2[key2];
    }
  }
  return result;
}
function encodeReserved(str) {
  return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
    if (!/%[0-9A-Fa-f]/.test(part)) {
      part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
    }
    return part;
  }).join("");
}
function encodeUnreserved(str) {
  return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
    return "%" + c.charCodeAt(0).toString(16).toUpperCase();
  });
}
function encodeValue(operator, value, key2) {
  value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value);
  if (key2) {
    return encodeUnreserved(key2) + "=" + value;
  } else {
    return value;
  }
}
function isDefined(value) {
  return value !== void 0 && value !== null;
}
function isKeyOperator(operator) {
  return operator === ";" || operator === "&" || operator === "?";
}
function getValues(context, operator, key2, modifier) {
  var value = context[key2], result = [];
  if (isDefined(value) && value !== "") {
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
      value = value.toString();
      if (modifier && modifier !== "*") {
        value = value.substring(0, parseInt(modifier, 10));
      }
      result.push(
        encodeValue(operator, value, isKeyOperator(operator) ? key2 : "")
      );
    } else {
      if (modifier === "*") {
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            result.push(
              encodeValue(operator, value2, isKeyOperator(operator) ? key2 : "")
            );
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              result.push(encodeValue(operator, value[k], k));
            }
          });
        }
      } else {
        const tmp = [];
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            tmp.push(encodeValue(operator, value2));
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              tmp.push(encodeUnreserved(k));
              tmp.push(encodeValue(operator, value[k].toString()));
            }
          });
        }
        if (isKeyOperator(operator)) {
          result.push(encodeUnreserved(key2) + "=" + tmp.join(","));
        } else if (tmp.length !== 0) {
          result.push(tmp.join(","));
        }
      }
    }
  } else {
    if (operator === ";") {
      if (isDefined(value)) {
        result.push(encodeUnreserved(key2));
      }
    } else if (value === "" && (operator === "&" || operator === "?")) {
      result.push(encodeUnreserved(key2) + "=");
    } else if (value === "") {
      result.push("");
    }
  }
  return result;
}
function parseUrl(template) {
  return {
    expand: expand.bind(null, template)
  };
}
function expand(template, context) {
  var operators = ["+", "#", ".", "/", ";", "?", "&"];
  template = template.replace(
    /\{([^\{\}]+)\}|([^\{\}]+)/g,
    function(_, expression, literal) {
      if (expression) {
        let operator = "";
        const values = [];
        if (operators.indexOf(expression.charAt(0)) !== -1) {
          operator = expression.charAt(0);
          expression = expression.substr(1);
        }
        expression.split(/,/g).forEach(function(variable) {
          var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
          values.push(getValues(context, operator, tmp[1], tmp[2] || tmp[3]));
        });
        if (operator && operator !== "+") {
          var separator = ",";
          if (operator === "?") {
            separator = "&";
          } else if (operator !== "#") {
            separator = operator;
          }
          return (values.length !== 0 ? operator : "") + values.join(separator);
        } else {
          return values.join(",");
        }
      } else {
        return encodeReserved(literal);
      }
    }
  );
  if (template === "/") {
    return template;
  } else {
    return template.replace(/\/$/, "");
  }
}
function parse(options2) {
  let method = options2.method.toUpperCase();
  let url = (options2.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
  let headers = Object.assign({}, options2.headers);
  let body;
  let parameters = omit(options2, [
    "method",
    "baseUrl",
    "url",
    "headers",
    "request",
    "mediaType"
  ]);
  const urlVariableNames = extractUrlVariableNames(url);
  url = parseUrl(url).expand(parameters);
  if (!/^http/.test(url)) {
    url = options2.baseUrl + url;
  }
  const omittedParameters = Object.keys(options2).filter((option) => urlVariableNames.includes(option)).concat("baseUrl");
  const remainingParameters = omit(parameters, omittedParameters);
  const isBinaryRequest = /application\/octet-stream/i.test(headers.accept);
  if (!isBinaryRequest) {
    if (options2.mediaType.format) {
      headers.accept = headers.accept.split(/,/).map(
        (format) => format.replace(
          /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
          `application/vnd$1$2.${options2.mediaType.format}`
        )
      ).join(",");
    }
    if (url.endsWith("/graphql")) {
      if (options2.mediaType.previews?.length) {
        const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
        headers.accept = previewsFromAcceptHeader.concat(options2.mediaType.previews).map((preview) => {
          const format = options2.mediaType.format ? `.${options2.mediaType.format}` : "+json";
          return `application/vnd.github.${preview}-preview${format}`;
        }).join(",");
      }
    }
  }
  if (["GET", "HEAD"].includes(method)) {
    url = addQueryParameters(url, remainingParameters);
  } else {
    if ("data" in remainingParameters) {
      body = remainingParameters.data;
    } else {
      if (Object.keys(remainingParameters).length) {
        body = remainingParameters;
      }
    }
  }
  if (!headers["content-type"] && typeof body !== "undefined") {
    headers["content-type"] = "application/json; charset=utf-8";
  }
  if (["PATCH", "PUT"].includes(method) && typeof body === "undefined") {
    body = "";
  }
  return Object.assign(
    { method, url, headers },
    typeof body !== "undefined" ? { body } : null,
    options2.request ? { request: options2.request } : null
  );
}
function endpointWithDefaults(defaults, route, options2) {
  return parse(merge(defaults, route, options2));
}
function withDefaults(oldDefaults, newDefaults) {
  const DEFAULTS2 = merge(oldDefaults, newDefaults);
  const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
  return Object.assign(endpoint2, {
    DEFAULTS: DEFAULTS2,
    defaults: withDefaults.bind(null, DEFAULTS2),
    merge: merge.bind(null, DEFAULTS2),
    parse
  });
}
var endpoint = withDefaults(null, DEFAULTS);

// node_modules/@octokit/request/dist-bundle/index.js
var import_content_type = __toESM(require_dist2(), 1);

// node_modules/json-with-bigint/json-with-bigint.js
var intRegex = /^-?\d+$/;
var noiseValue = /^-?\d+n+$/;
var originalStringify = JSON.stringify;
var originalParse = JSON.parse;
var customFormat = /^-?\d+n$/;
var bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
var noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;
var isUnstringifiable = (val) => val === void 0 || typeof val === "function" || typeof val === "symbol";
var isRawJSON = (val) => val !== null && typeof val === "object" && val.constructor && val.constructor.name === "RawJSON";
var stringifyIteratively = (rootValue, replacer, spaceParam) => {
  let space = "";
  if (typeof spaceParam === "number") {
    space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam))));
  } else if (typeof spaceParam === "string") {
    space = spaceParam.slice(0, 10);
  }
  const isFunctionReplacer = typeof replacer === "function";
  const propertyList = Array.isArray(replacer) ? new Set(replacer.map(String)) : null;
  const prepareVal = (parent, key2, val) => {
    const isObject = val !== null && typeof val === "object";
    const hasToJSON = isObject && typeof val.toJSON === "function";
    if (hasToJSON) {
      val = val.toJSON(key2);
    }
    const isNoise = typeof val === "string" && noiseValue.test(val);
    if (isNoise) return val + "n";
    const isBigInt = typeof val === "bigint";
    if (isBigInt) {
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return JSON.rawJSON(val.toString());
      return val.toString() + "n";
    }
    if (isFunctionReplacer) {
      val = replacer.call(parent, key2, val);
    }
    const isPostReplacerObject = val !== null && typeof val === "object";
    if (isPostReplacerObject) {
      const isPrimitiveWrapper = val instanceof Number || val instanceof String || val instanceof Boolean;
      if (isPrimitiveWrapper) {
        val = val.valueOf();
      }
    }
    return val;
  };
  const rootProcessed = prepareVal({ "": rootValue }, "", rootValue);
  if (isUnstringifiable(rootProcessed)) {
    return void 0;
  }
  const isRootPrimitive = rootProcessed === null || typeof rootProcessed !== "object";
  const isRootNativeRawJSON = isRawJSON(rootProcessed);
  if (isRootPrimitive || isRootNativeRawJSON) {
    return originalStringify(rootProcessed);
  }
  const chunks = [];
  let level = 0;
  const stack = [
    {
      parent: { "": rootProcessed },
      key: "",
      val: rootProcessed,
      isArray: Array.isArray(rootProcessed),
      keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
      index: 0,
      first: true
    }
  ];
  const visited = new WeakSet([rootProcessed]);
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (node.index === 0) {
      chunks.push(node.isArray ? "[" : "{");
      level++;
    }
    let isDone = false;
    if (node.isArray) {
      if (node.index < node.val.length) {
        if (!node.first) chunks.push(",");
        if (space) chunks.push("\n" + space.repeat(level));
        const childRaw = node.val[node.index];
        const childVal = prepareVal(node.val, String(node.index), childRaw);
        if (isUnstringifiable(childVal)) {
          chunks.push("null");
          node.first = false;
          node.index++;
        } else {
          const isComplexObject = childVal !== null && typeof childVal === "object";
          const isNativeRaw = isRawJSON(childVal);
          if (isComplexObject && !isNativeRaw) {
            if (visited.has(childVal)) {
              throw new TypeError("Converting circular structure to JSON");
            }
            visited.add(childVal);
            stack.push({
              parent: node.val,
              key: String(node.index),
              val: childVal,
              isArray: Array.isArray(childVal),
              keys: Array.isArray(childVal) ? null : Object.keys(childVal),
              index: 0,
              first: true
            });
            node.first = false;
            node.index++;
          } else {
            chunks.push(originalStringify(childVal));
            node.first = false;
            node.index++;
          }
        }
      } else {
        isDone = true;
      }
    } else {
      while (node.index < node.keys.length) {
        const k = node.keys[node.index++];
        const isFilteredOutByArray = propertyList && !propertyList.has(k);
        if (isFilteredOutByArray) continue;
        const childRaw = node.val[k];
        const childVal = prepareVal(node.val, k, childRaw);
        if (isUnstringifiable(childVal)) continue;
        if (!node.first) chunks.push(",");
        if (space) {
          chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ");
        } else {
          chunks.push(originalStringify(k) + ":");
        }
        const isComplexObject = childVal !== null && typeof childVal === "object";
        const isNativeRaw = isRawJSON(childVal);
        if (isComplexObject && !isNativeRaw) {
          if (visited.has(childVal)) {
            throw new TypeError("Converting circular structure to JSON");
          }
          visited.add(childVal);
          stack.push({
            parent: node.val,
            key: k,
            val: childVal,
            isArray: Array.isArray(childVal),
            keys: Array.isArray(childVal) ? null : Object.keys(childVal),
            index: 0,
            first: true
          });
          node.first = false;
          break;
        } else {
          chunks.push(originalStringify(childVal));
          node.first = false;
        }
      }
      const isNodeFullyProcessed = node.index >= node.keys.length && stack[stack.length - 1] === node;
      if (isNodeFullyProcessed) {
        isDone = true;
      }
    }
    if (isDone) {
      level--;
      if (!node.first && space) chunks.push("\n" + space.repeat(level));
      chunks.push(node.isArray ? "]" : "}");
      visited.delete(node.val);
      stack.pop();
    }
  }
  return chunks.join("");
};
var JSONStringify = (value, replacer, space) => {
  try {
    const supportsRawJSON = "rawJSON" in JSON;
    if (supportsRawJSON) {
      return originalStringify(
        value,
        (key2, val) => {
          if (typeof val === "bigint") return JSON.rawJSON(val.toString());
          const hasFunctionReplacer = typeof replacer === "function";
          if (hasFunctionReplacer) return replacer(key2, val);
          const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key2);
          if (isKeyInArrayReplacer) return val;
          return val;
        },
        space
      );
    }
    if (!value) return originalStringify(value, replacer, space);
    const convertedToCustomJSON = originalStringify(
      value,
      (key2, val) => {
        const isNoise = typeof val === "string" && noiseValue.test(val);
        if (isNoise) return val.toString() + "n";
        if (typeof val === "bigint") return val.toString() + "n";
        const hasFunctionReplacer = typeof replacer === "function";
        if (hasFunctionReplacer) return replacer(key2, val);
        const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key2);
        if (isKeyInArrayReplacer) return val;
        return val;
      },
      space
    );
    const processedJSON = convertedToCustomJSON.replace(
      bigIntsStringify,
      "$1$2$3"
    );
    const denoisedJSON = processedJSON.replace(noiseStringify, "$1$2$3");
    return denoisedJSON;
  } catch (error) {
    if (error instanceof RangeError) {
      const convertedJSON = stringifyIteratively(value, replacer, space);
      if (convertedJSON === void 0) return void 0;
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return convertedJSON;
      const processedJSON = convertedJSON.replace(bigIntsStringify, "$1$2$3");
      return processedJSON.replace(noiseStringify, "$1$2$3");
    }
    throw error;
  }
};
var featureCache = /* @__PURE__ */ new Map();
var isContextSourceSupported = () => {
  const parseFingerprint = JSON.parse.toString();
  if (featureCache.has(parseFingerprint)) {
    return featureCache.get(parseFingerprint);
  }
  try {
    const result = JSON.parse(
      "1",
      (_, __, context) => !!context?.source && context.source === "1"
    );
    featureCache.set(parseFingerprint, result);
    return result;
  } catch {
    featureCache.set(parseFingerprint, false);
    return false;
  }
};
var convertMarkedBigIntsReviver = (key2, value, context, userReviver) => {
  const isCustomFormatBigInt = typeof value === "string" && customFormat.test(value);
  if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));
  const isNoiseValue = typeof value === "string" && noiseValue.test(value);
  if (isNoiseValue) return value.slice(0, -1);
  const hasUserReviver = typeof userReviver === "function";
  if (!hasUserReviver) return value;
  return userReviver(key2, value, context);
};
var JSONParseV2 = (text3, reviver) => {
  return JSON.parse(text3, (key2, value, context) => {
    const isNumber = typeof value === "number";
    const isOutOfBounds = value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
    const isBigNumber = isNumber && isOutOfBounds;
    const isInt = context && intRegex.test(context.source);
    const isBigInt = isBigNumber && isInt;
    if (isBigInt) return BigInt(context.source);
    const hasCustomReviver = typeof reviver === "function";
    if (!hasCustomReviver) return value;
    return reviver(key2, value, context);
  });
};
var MAX_INT = Number.MAX_SAFE_INTEGER.toString();
var MAX_DIGITS = MAX_INT.length;
var stringsOrLargeNumbers = /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
var noiseValueWithQuotes = /^"-?\d+n+"$/;
var applyReviverIteratively = (parsed, userReviver) => {
  const rootHolder = { "": parsed };
  const stack = [{ parent: rootHolder, key: "", visited: false }];
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (!node.visited) {
      node.visited = true;
      const value = node.parent[node.key];
      const isComplexObject = value !== null && typeof value === "object";
      if (isComplexObject) {
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
          stack.push({ parent: value, key: keys[i], visited: false });
        }
      }
    } else {
      const { parent, key: key2 } = node;
      let value = parent[key2];
      if (typeof value === "string") {
        const isCustomFormatBigInt = customFormat.test(value);
        if (isCustomFormatBigInt) {
          value = BigInt(value.slice(0, -1));
        } else {
          const isNoise = noiseValue.test(value);
          if (isNoise) value = value.slice(0, -1);
        }
      }
      const hasUserReviver = typeof userReviver === "function";
      if (hasUserReviver) {
        value = userReviver.call(parent, key2, value);
      }
      const isDeleted = value === void 0;
      if (isDeleted) {
        delete parent[key2];
      } else {
        parent[key2] = value;
      }
      stack.pop();
    }
  }
  return rootHolder[""];
};
var serializeBigInts = (text3) => {
  return text3.replace(
    stringsOrLargeNumbers,
    (match, digits, fractional, exponential) => {
      const isString = match[0] === '"';
      const isNoise = isString && noiseValueWithQuotes.test(match);
      if (isNoise) return match.substring(0, match.length - 1) + 'n"';
      const hasFractionalOrExponential = fractional || exponential;
      const isLessThanMaxSafeInt = digits && (digits.length < MAX_DIGITS || digits.length === MAX_DIGITS && digits <= MAX_INT);
      const isStandardValue = isString || hasFractionalOrExponential || isLessThanMaxSafeInt;
      if (isStandardValue) return match;
      return '"' + match + 'n"';
    }
  );
};
var JSONParse = (text3, reviver) => {
  if (!text3) return originalParse(text3, reviver);
  try {
    if (isContextSourceSupported()) return JSONParseV2(text3, reviver);
    const serializedData = serializeBigInts(text3);
    return originalParse(
      serializedData,
      (key2, value, context) => convertMarkedBigIntsReviver(key2, value, context, reviver)
    );
  } catch (error) {
    if (error instanceof RangeError) {
      const serializedData = serializeBigInts(text3);
      const parsed = originalParse(serializedData);
      return applyReviverIteratively(parsed, reviver);
    }
    throw error;
  }
};

// node_modules/@octokit/request-error/dist-src/index.js
var RequestError = class extends Error {
  name;
  /**
   * http status code
   */
  status;
  /**
   * Request options that lead to the error.
   */
  request;
  /**
   * Response object if a response was received
   */
  response;
  constructor(message3, statusCode, options2) {
    super(message3, { cause: options2.cause });
    this.name = "HttpError";
    this.status = Number.parseInt(statusCode);
    if (Number.isNaN(this.status)) {
      this.status = 0;
    }
    if ("response" in options2) {
      this.response = options2.response;
    }
    const requestCopy = Object.assign({}, options2.request);
    if (options2.request.headers.authorization) {
      requestCopy.headers = Object.assign({}, options2.request.headers, {
        authorization: options2.request.headers.authorization.replace(
          /(?<! ) .*$/,
          " [REDACTED]"
        )
      });
    }
    requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
    this.request = requestCopy;
  }
};

// node_modules/@octokit/request/dist-bundle/index.js
var VERSION3 = "10.0.16";
var defaults_default = {
  headers: {
    "user-agent": `octokit-request.js/${VERSION3} ${getUserAgent()}`
  }
};
function isPlainObject2(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
var noop = () => "";
async function fetchWrapper(requestOptions) {
  const fetch = requestOptions.request?.fetch || globalThis.fetch;
  if (!fetch) {
    throw new Error(
      "fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
    );
  }
  const log = requestOptions.request?.log || console;
  const parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== false;
  const body = isPlainObject2(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
  const requestHeaders = Object.fromEntries(
    Object.entries(requestOptions.headers).map(([name, value]) => [
      name,
      String(value)
    ])
  );
  let fetchResponse;
  try {
    fetchResponse = await fetch(requestOptions.url, {
      method: requestOptions.method,
      body,
      redirect: requestOptions.request?.redirect,
      headers: requestHeaders,
      signal: requestOptions.request?.signal,
      // duplex must be set if request.body is ReadableStream or Async Iterables.
      // See https://fetch.spec.whatwg.org/#dom-requestinit-duplex.
      ...requestOptions.body && { duplex: "half" }
    });
  } catch (error) {
    let message3 = "Unknown Error";
    if (error instanceof Error) {
      if (error.name === "AbortError") {
        error.status = 500;
        throw error;
      }
      message3 = error.message;
      if (error.name === "TypeError" && "cause" in error) {
        if (error.cause instanceof Error) {
          message3 = error.cause.message;
        } else if (typeof error.cause === "string") {
          message3 = error.cause;
        }
      }
    }
    const requestError = new RequestError(message3, 500, {
      request: requestOptions
    });
    requestError.cause = error;
    throw requestError;
  }
  const status2 = fetchResponse.status;
  const url = fetchResponse.url;
  const responseHeaders = {};
  for (const [key2, value] of fetchResponse.headers) {
    responseHeaders[key2] = value;
  }
  const octokitResponse = {
    url,
    status: status2,
    headers: responseHeaders,
    data: ""
  };
  if ("deprecation" in responseHeaders) {
    const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
    const deprecationLink = matches && matches.pop();
    log.warn(
      `[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
    );
  }
  if (status2 === 204 || status2 === 205) {
    return octokitResponse;
  }
  if (requestOptions.method === "HEAD") {
    if (status2 < 400) {
      return octokitResponse;
    }
    throw new RequestError(fetchResponse.statusText, status2, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status2 === 304) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError("Not modified", status2, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status2 >= 400) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError(toErrorMessage(octokitResponse.data), status2, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
  return octokitResponse;
}
async function getResponseData(response) {
  const contentType = response.headers.get("content-type");
  if (!contentType) {
    return response.text().catch(noop);
  }
  const mimetype = (0, import_content_type.parse)(contentType);
  if (isJSONResponse(mimetype)) {
    let text3 = "";
    try {
      text3 = await response.text();
      return JSONParse(text3);
    } catch (err) {
      return text3;
    }
  } else if (mimetype.type.startsWith("text/") || // `application/octet-stream` is the canonical "arbitrary binary" type
  // (RFC 2046) and must never be decoded as text, even when the response
  // carries a (misleading) `charset=utf-8` parameter — see #751.
  mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream") {
    return response.text().catch(noop);
  } else {
    return response.arrayBuffer().catch(
      /* v8 ignore next -- @preserve */
      () => new ArrayBuffer(0)
    );
  }
}
function isJSONResponse(mimetype) {
  return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
}
function toErrorMessage(data) {
  if (typeof data === "string") {
    return data;
  }
  if (data instanceof ArrayBuffer) {
    return "Unknown error";
  }
  if (typeof data === "object" && data !== null && "message" in data) {
    const objectData = data;
    const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
    return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
  }
  return `Unknown error: ${JSON.stringify(data)}`;
}
function withDefaults2(oldEndpoint, newDefaults) {
  const endpoint2 = oldEndpoint.defaults(newDefaults);
  const newApi = function(route, parameters) {
    const endpointOptions = endpoint2.merge(route, parameters);
    if (!endpointOptions.request || !endpointOptions.request.hook) {
      return fetchWrapper(endpoint2.parse(endpointOptions));
    }
    const request2 = (route2, parameters2) => {
      return fetchWrapper(
        endpoint2.parse(endpoint2.merge(route2, parameters2))
      );
    };
    Object.assign(request2, {
      endpoint: endpoint2,
      defaults: withDefaults2.bind(null, endpoint2)
    });
    return endpointOptions.request.hook(request2, endpointOptions);
  };
  return Object.assign(newApi, {
    endpoint: endpoint2,
    defaults: withDefaults2.bind(null, endpoint2)
  });
}
var request = withDefaults2(endpoint, defaults_default);

// node_modules/@octokit/graphql/dist-bundle/index.js
var VERSION4 = "0.0.0-development";
function _buildMessageForResponseErrors(data) {
  return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join("\n");
}
var GraphqlResponseError = class extends Error {
  constructor(request2, headers, response) {
    super(_buildMessageForResponseErrors(response));
    this.request = request2;
    this.headers = headers;
    this.response = response;
    this.errors = response.errors;
    this.data = response.data;
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    }
  }
  request;
  headers;
  response;
  name = "GraphqlResponseError";
  errors;
  data;
};
var NON_VARIABLE_OPTIONS = [
  "method",
  "baseUrl",
  "url",
  "headers",
  "request",
  "query",
  "mediaType",
  "operationName"
];
var FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"];
var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
function graphql(request2, query, options2) {
  if (options2) {
    if (typeof query === "string" && "query" in options2) {
      return Promise.reject(
        new Error(`[@octokit/graphql] "query" cannot be used as variable name`)
      );
    }
    for (const key2 in options2) {
      if (!FORBIDDEN_VARIABLE_OPTIONS.includes(key2)) continue;
      return Promise.reject(
        new Error(
          `[@octokit/graphql] "${key2}" cannot be used as variable name`
        )
      );
    }
  }
  const parsedOptions = typeof query === "string" ? Object.assign({ query }, options2) : query;
  const requestOptions = Object.keys(
    parsedOptions
  ).reduce((result, key2) => {
    if (NON_VARIABLE_OPTIONS.includes(key2)) {
      result[key2] = parsedOptions[key2];
      return result;
    }
    if (!result.variables) {
      result.variables = {};
    }
    result.variables[key2] = parsedOptions[key2];
    return result;
  }, {});
  const baseUrl = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
  if (GHES_V3_SUFFIX_REGEX.test(baseUrl)) {
    requestOptions.url = baseUrl.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql");
  }
  return request2(requestOptions).then((response) => {
    if (response.data.errors) {
      const headers = {};
      for (const key2 of Object.keys(response.headers)) {
        headers[key2] = response.headers[key2];
      }
      throw new GraphqlResponseError(
        requestOptions,
        headers,
        response.data
      );
    }
    return response.data.data;
  });
}
function withDefaults3(request2, newDefaults) {
  const newRequest = request2.defaults(newDefaults);
  const newApi = (query, options2) => {
    return graphql(newRequest, query, options2);
  };
  return Object.assign(newApi, {
    defaults: withDefaults3.bind(null, newRequest),
    endpoint: newRequest.endpoint
  });
}
var graphql2 = withDefaults3(request, {
  headers: {
    "user-agent": `octokit-graphql.js/${VERSION4} ${getUserAgent()}`
  },
  method: "POST",
  url: "/graphql"
});
function withCustomRequest(customRequest) {
  return withDefaults3(customRequest, {
    method: "POST",
    url: "/graphql"
  });
}

// node_modules/@octokit/auth-token/dist-bundle/index.js
var b64url = "(?:[a-zA-Z0-9_-]+)";
var sep = "\\.";
var jwtRE = new RegExp(`^${b64url}${sep}${b64url}${sep}${b64url}$`);
var isJWT = jwtRE.test.bind(jwtRE);
async function auth(token) {
  const isApp = isJWT(token);
  const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
  const isUserToServer = token.startsWith("ghu_");
  const tokenType = isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth";
  return {
    type: "token",
    token,
    tokenType
  };
}
function withAuthorizationPrefix(token) {
  if (token.split(/\./).length === 3) {
    return `bearer ${token}`;
  }
  return `token ${token}`;
}
async function hook(token, request2, route, parameters) {
  const endpoint2 = request2.endpoint.merge(
    route,
    parameters
  );
  endpoint2.headers.authorization = withAuthorizationPrefix(token);
  return request2(endpoint2);
}
var createTokenAuth = function createTokenAuth2(token) {
  if (!token) {
    throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
  }
  if (typeof token !== "string") {
    throw new Error(
      "[@octokit/auth-token] Token passed to createTokenAuth is not a string"
    );
  }
  token = token.replace(/^(token|bearer) +/i, "");
  return Object.assign(auth.bind(null, token), {
    hook: hook.bind(null, token)
  });
};

// node_modules/@octokit/core/dist-src/version.js
var VERSION5 = "7.0.8";

// node_modules/@octokit/core/dist-src/index.js
var noop2 = () => {
};
var consoleWarn = console.warn.bind(console);
var consoleError = console.error.bind(console);
function createLogger(logger = {}) {
  if (typeof logger.debug !== "function") {
    logger.debug = noop2;
  }
  if (typeof logger.info !== "function") {
    logger.info = noop2;
  }
  if (typeof logger.warn !== "function") {
    logger.warn = consoleWarn;
  }
  if (typeof logger.error !== "function") {
    logger.error = consoleError;
  }
  return logger;
}
var userAgentTrail = `octokit-core.js/${VERSION5} ${getUserAgent()}`;
var Octokit = class {
  static VERSION = VERSION5;
  static defaults(defaults) {
    const OctokitWithDefaults = class extends this {
      constructor(...args) {
        const options2 = args[0] || {};
        if (typeof defaults === "function") {
          super(defaults(options2));
          return;
        }
        super(
          Object.assign(
            {},
            defaults,
            options2,
            options2.userAgent && defaults.userAgent ? {
              userAgent: `${options2.userAgent} ${defaults.userAgent}`
            } : null
          )
        );
      }
    };
    return OctokitWithDefaults;
  }
  static plugins = [];
  /**
   * Attach a plugin (or many) to your Octokit instance.
   *
   * @example
   * const API = Octokit.plugin(plugin1, plugin2, plugin3, ...)
   */
  static plugin(...newPlugins) {
    const currentPlugins = this.plugins;
    const NewOctokit = class extends this {
      static plugins = currentPlugins.concat(
        newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
      );
    };
    return NewOctokit;
  }
  constructor(options2 = {}) {
    const hook2 = new before_after_hook_default.Collection();
    const requestDefaults = {
      baseUrl: request.endpoint.DEFAULTS.baseUrl,
      headers: {},
      request: Object.assign({}, options2.request, {
        // @ts-ignore internal usage only, no need to type
        hook: hook2.bind(null, "request")
      }),
      mediaType: {
        previews: [],
        format: ""
      }
    };
    requestDefaults.headers["user-agent"] = options2.userAgent ? `${options2.userAgent} ${userAgentTrail}` : userAgentTrail;
    if (options2.baseUrl) {
      requestDefaults.baseUrl = options2.baseUrl;
    }
    if (options2.previews) {
      requestDefaults.mediaType.previews = options2.previews;
    }
    if (options2.timeZone) {
      requestDefaults.headers["time-zone"] = options2.timeZone;
    }
    this.request = request.defaults(requestDefaults);
    this.graphql = withCustomRequest(this.request).defaults(requestDefaults);
    this.log = createLogger(options2.log);
    this.hook = hook2;
    if (!options2.authStrategy) {
      if (!options2.auth) {
        this.auth = async () => ({
          type: "unauthenticated"
        });
      } else {
        const auth2 = createTokenAuth(options2.auth);
        hook2.wrap("request", auth2.hook);
        this.auth = auth2;
      }
    } else {
      const { authStrategy, ...otherOptions } = options2;
      const auth2 = authStrategy(
        Object.assign(
          {
            request: this.request,
            log: this.log,
            // we pass the current octokit instance as well as its constructor options
            // to allow for authentication strategies that return a new octokit instance
            // that shares the same internal state as the current one. The original
            // requirement for this was the "event-octokit" authentication strategy
            // of https://github.com/probot/octokit-auth-probot.
            octokit: this,
            octokitOptions: otherOptions
          },
          options2.auth
        )
      );
      hook2.wrap("request", auth2.hook);
      this.auth = auth2;
    }
    const classConstructor = this.constructor;
    for (let i = 0; i < classConstructor.plugins.length; ++i) {
      Object.assign(this, classConstructor.plugins[i](this, options2));
    }
  }
  // assigned during constructor
  request;
  graphql;
  log;
  hook;
  // TODO: type `octokit.auth` based on passed options.authStrategy
  auth;
};

// node_modules/@octokit/plugin-request-log/dist-src/version.js
var VERSION6 = "6.0.0";

// node_modules/@octokit/plugin-request-log/dist-src/index.js
function requestLog(octokit) {
  octokit.hook.wrap("request", (request2, options2) => {
    octokit.log.debug("request", options2);
    const start = Date.now();
    const requestOptions = octokit.request.endpoint.parse(options2);
    const path2 = requestOptions.url.replace(options2.baseUrl, "");
    return request2(options2).then((response) => {
      const requestId = response.headers["x-github-request-id"];
      octokit.log.info(
        `${requestOptions.method} ${path2} - ${response.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      return response;
    }).catch((error) => {
      const requestId = error.response?.headers["x-github-request-id"] || "UNKNOWN";
      octokit.log.error(
        `${requestOptions.method} ${path2} - ${error.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      throw error;
    });
  });
}
requestLog.VERSION = VERSION6;

// node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var VERSION7 = "0.0.0-development";
function normalizePaginatedListResponse(response) {
  if (!response.data) {
    return {
      ...response,
      data: []
    };
  }
  const responseNeedsNormalization = ("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data);
  if (!responseNeedsNormalization) return response;
  const incompleteResults = response.data.incomplete_results;
  const repositorySelection = response.data.repository_selection;
  const totalCount = response.data.total_count;
  const totalCommits = response.data.total_commits;
  delete response.data.incomplete_results;
  delete response.data.repository_selection;
  delete response.data.total_count;
  delete response.data.total_commits;
  const namespaceKey = Object.keys(response.data)[0];
  const data = response.data[namespaceKey];
  response.data = data;
  if (typeof incompleteResults !== "undefined") {
    response.data.incomplete_results = incompleteResults;
  }
  if (typeof repositorySelection !== "undefined") {
    response.data.repository_selection = repositorySelection;
  }
  response.data.total_count = totalCount;
  response.data.total_commits = totalCommits;
  return response;
}
function iterator(octokit, route, parameters) {
  const options2 = typeof route === "function" ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters);
  const requestMethod = typeof route === "function" ? route : octokit.request;
  const method = options2.method;
  const headers = options2.headers;
  let url = options2.url;
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        if (!url) return { done: true };
        try {
          const response = await requestMethod({ method, url, headers });
          const normalizedResponse = normalizePaginatedListResponse(response);
          url = ((normalizedResponse.headers.link || "").match(
            /<([^<>]+)>;\s*rel="next"/
          ) || [])[1];
          if (!url && "total_commits" in normalizedResponse.data) {
            const parsedUrl = new URL(normalizedResponse.url);
            const params = parsedUrl.searchParams;
            const page = parseInt(params.get("page") || "1", 10);
            const per_page = parseInt(params.get("per_page") || "250", 10);
            if (page * per_page < normalizedResponse.data.total_commits) {
              params.set("page", String(page + 1));
              url = parsedUrl.toString();
            }
          }
          return { value: normalizedResponse };
        } catch (error) {
          if (error.status !== 409) throw error;
          url = "";
          return {
            value: {
              status: 200,
              headers: {},
              data: []
            }
          };
        }
      }
    })
  };
}
function paginate(octokit, route, parameters, mapFn) {
  if (typeof parameters === "function") {
    mapFn = parameters;
    parameters = void 0;
  }
  return gather(
    octokit,
    [],
    iterator(octokit, route, parameters)[Symbol.asyncIterator](),
    mapFn
  );
}
function gather(octokit, results, iterator2, mapFn) {
  return iterator2.next().then((result) => {
    if (result.done) {
      return results;
    }
    let earlyExit = false;
    function done() {
      earlyExit = true;
    }
    results = results.concat(
      mapFn ? mapFn(result.value, done) : result.value.data
    );
    if (earlyExit) {
      return results;
    }
    return gather(octokit, results, iterator2, mapFn);
  });
}
var composePaginateRest = Object.assign(paginate, {
  iterator
});
function paginateRest(octokit) {
  return {
    paginate: Object.assign(paginate.bind(null, octokit), {
      iterator: iterator.bind(null, octokit)
    })
  };
}
paginateRest.VERSION = VERSION7;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/version.js
var VERSION8 = "17.0.0";

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js
var Endpoints = {
  actions: {
    addCustomLabelsToSelfHostedRunnerForOrg: [
      "POST /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    addCustomLabelsToSelfHostedRunnerForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    addRepoAccessToSelfHostedRunnerGroupInOrg: [
      "PUT /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    approveWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/approve"
    ],
    cancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel"
    ],
    createEnvironmentVariable: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    createHostedRunnerForOrg: ["POST /orgs/{org}/actions/hosted-runners"],
    createOrUpdateEnvironmentSecret: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    createOrUpdateOrgSecret: ["PUT /orgs/{org}/actions/secrets/{secret_name}"],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    createOrgVariable: ["POST /orgs/{org}/actions/variables"],
    createRegistrationTokenForOrg: [
      "POST /orgs/{org}/actions/runners/registration-token"
    ],
    createRegistrationTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/registration-token"
    ],
    createRemoveTokenForOrg: ["POST /orgs/{org}/actions/runners/remove-token"],
    createRemoveTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/remove-token"
    ],
    createRepoVariable: ["POST /repos/{owner}/{repo}/actions/variables"],
    createWorkflowDispatch: [
      "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches"
    ],
    deleteActionsCacheById: [
      "DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}"
    ],
    deleteActionsCacheByKey: [
      "DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}"
    ],
    deleteArtifact: [
      "DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"
    ],
    deleteCustomImageFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    deleteCustomImageVersionFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    deleteEnvironmentSecret: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    deleteEnvironmentVariable: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    deleteHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/actions/secrets/{secret_name}"],
    deleteOrgVariable: ["DELETE /orgs/{org}/actions/variables/{name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    deleteRepoVariable: [
      "DELETE /repos/{owner}/{repo}/actions/variables/{name}"
    ],
    deleteSelfHostedRunnerFromOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}"
    ],
    deleteSelfHostedRunnerFromRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    deleteWorkflowRun: ["DELETE /repos/{owner}/{repo}/actions/runs/{run_id}"],
    deleteWorkflowRunLogs: [
      "DELETE /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    disableSelectedRepositoryGithubActionsOrganization: [
      "DELETE /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    disableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable"
    ],
    downloadArtifact: [
      "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}"
    ],
    downloadJobLogsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs"
    ],
    downloadWorkflowRunAttemptLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/logs"
    ],
    downloadWorkflowRunLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    enableSelectedRepositoryGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    enableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable"
    ],
    forceCancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/force-cancel"
    ],
    generateRunnerJitconfigForOrg: [
      "POST /orgs/{org}/actions/runners/generate-jitconfig"
    ],
    generateRunnerJitconfigForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig"
    ],
    getActionsCacheList: ["GET /repos/{owner}/{repo}/actions/caches"],
    getActionsCacheUsage: ["GET /repos/{owner}/{repo}/actions/cache/usage"],
    getActionsCacheUsageByRepoForOrg: [
      "GET /orgs/{org}/actions/cache/usage-by-repository"
    ],
    getActionsCacheUsageForOrg: ["GET /orgs/{org}/actions/cache/usage"],
    getAllowedActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/selected-actions"
    ],
    getAllowedActionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    getArtifact: ["GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],
    getCustomImageForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    getCustomImageVersionForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    getCustomOidcSubClaimForRepo: [
      "GET /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    getEnvironmentPublicKey: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key"
    ],
    getEnvironmentSecret: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    getEnvironmentVariable: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    getGithubActionsDefaultWorkflowPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions/workflow"
    ],
    getGithubActionsDefaultWorkflowPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    getGithubActionsPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions"
    ],
    getGithubActionsPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions"
    ],
    getHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    getHostedRunnersGithubOwnedImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/github-owned"
    ],
    getHostedRunnersLimitsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/limits"
    ],
    getHostedRunnersMachineSpecsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/machine-sizes"
    ],
    getHostedRunnersPartnerImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/partner"
    ],
    getHostedRunnersPlatformsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/platforms"
    ],
    getJobForWorkflowRun: ["GET /repos/{owner}/{repo}/actions/jobs/{job_id}"],
    getOrgPublicKey: ["GET /orgs/{org}/actions/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/actions/secrets/{secret_name}"],
    getOrgVariable: ["GET /orgs/{org}/actions/variables/{name}"],
    getPendingDeploymentsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    getRepoPermissions: [
      "GET /repos/{owner}/{repo}/actions/permissions",
      {},
      { renamed: ["actions", "getGithubActionsPermissionsRepository"] }
    ],
    getRepoPublicKey: ["GET /repos/{owner}/{repo}/actions/secrets/public-key"],
    getRepoSecret: ["GET /repos/{owner}/{repo}/actions/secrets/{secret_name}"],
    getRepoVariable: ["GET /repos/{owner}/{repo}/actions/variables/{name}"],
    getReviewsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals"
    ],
    getSelfHostedRunnerForOrg: ["GET /orgs/{org}/actions/runners/{runner_id}"],
    getSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    getWorkflow: ["GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}"],
    getWorkflowAccessToRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/access"
    ],
    getWorkflowRun: ["GET /repos/{owner}/{repo}/actions/runs/{run_id}"],
    getWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}"
    ],
    getWorkflowRunUsage: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing"
    ],
    getWorkflowUsage: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing"
    ],
    listArtifactsForRepo: ["GET /repos/{owner}/{repo}/actions/artifacts"],
    listCustomImageVersionsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions"
    ],
    listCustomImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom"
    ],
    listEnvironmentSecrets: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets"
    ],
    listEnvironmentVariables: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    listGithubHostedRunnersInGroupForOrg: [
      "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners"
    ],
    listHostedRunnersForOrg: ["GET /orgs/{org}/actions/hosted-runners"],
    listJobsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs"
    ],
    listJobsForWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs"
    ],
    listLabelsForSelfHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    listLabelsForSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    listOrgSecrets: ["GET /orgs/{org}/actions/secrets"],
    listOrgVariables: ["GET /orgs/{org}/actions/variables"],
    listRepoOrganizationSecrets: [
      "GET /repos/{owner}/{repo}/actions/organization-secrets"
    ],
    listRepoOrganizationVariables: [
      "GET /repos/{owner}/{repo}/actions/organization-variables"
    ],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/actions/secrets"],
    listRepoVariables: ["GET /repos/{owner}/{repo}/actions/variables"],
    listRepoWorkflows: ["GET /repos/{owner}/{repo}/actions/workflows"],
    listRunnerApplicationsForOrg: ["GET /orgs/{org}/actions/runners/downloads"],
    listRunnerApplicationsForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/downloads"
    ],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    listSelectedReposForOrgVariable: [
      "GET /orgs/{org}/actions/variables/{name}/repositories"
    ],
    listSelectedRepositoriesEnabledGithubActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/repositories"
    ],
    listSelfHostedRunnersForOrg: ["GET /orgs/{org}/actions/runners"],
    listSelfHostedRunnersForRepo: ["GET /repos/{owner}/{repo}/actions/runners"],
    listWorkflowRunArtifacts: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"
    ],
    listWorkflowRuns: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"
    ],
    listWorkflowRunsForRepo: ["GET /repos/{owner}/{repo}/actions/runs"],
    reRunJobForWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun"
    ],
    reRunWorkflow: ["POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun"],
    reRunWorkflowFailedJobs: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    removeCustomLabelFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeCustomLabelFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgVariable: [
      "DELETE /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    reviewCustomGatesForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule"
    ],
    reviewPendingDeploymentsForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    setAllowedActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/selected-actions"
    ],
    setAllowedActionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    setCustomLabelsForSelfHostedRunnerForOrg: [
      "PUT /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    setCustomLabelsForSelfHostedRunnerForRepo: [
      "PUT /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    setCustomOidcSubClaimForRepo: [
      "PUT /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    setGithubActionsDefaultWorkflowPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/workflow"
    ],
    setGithubActionsDefaultWorkflowPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    setGithubActionsPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions"
    ],
    setGithubActionsPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories"
    ],
    setSelectedRepositoriesEnabledGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories"
    ],
    setWorkflowAccessToRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/access"
    ],
    updateEnvironmentVariable: [
      "PATCH /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    updateHostedRunnerForOrg: [
      "PATCH /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    updateOrgVariable: ["PATCH /orgs/{org}/actions/variables/{name}"],
    updateRepoVariable: [
      "PATCH /repos/{owner}/{repo}/actions/variables/{name}"
    ]
  },
  activity: {
    checkRepoIsStarredByAuthenticatedUser: ["GET /user/starred/{owner}/{repo}"],
    deleteRepoSubscription: ["DELETE /repos/{owner}/{repo}/subscription"],
    deleteThreadSubscription: [
      "DELETE /notifications/threads/{thread_id}/subscription"
    ],
    getFeeds: ["GET /feeds"],
    getRepoSubscription: ["GET /repos/{owner}/{repo}/subscription"],
    getThread: ["GET /notifications/threads/{thread_id}"],
    getThreadSubscriptionForAuthenticatedUser: [
      "GET /notifications/threads/{thread_id}/subscription"
    ],
    listEventsForAuthenticatedUser: ["GET /users/{username}/events"],
    listNotificationsForAuthenticatedUser: ["GET /notifications"],
    listOrgEventsForAuthenticatedUser: [
      "GET /users/{username}/events/orgs/{org}"
    ],
    listPublicEvents: ["GET /events"],
    listPublicEventsForRepoNetwork: ["GET /networks/{owner}/{repo}/events"],
    listPublicEventsForUser: ["GET /users/{username}/events/public"],
    listPublicOrgEvents: ["GET /orgs/{org}/events"],
    listReceivedEventsForUser: ["GET /users/{username}/received_events"],
    listReceivedPublicEventsForUser: [
      "GET /users/{username}/received_events/public"
    ],
    listRepoEvents: ["GET /repos/{owner}/{repo}/events"],
    listRepoNotificationsForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/notifications"
    ],
    listReposStarredByAuthenticatedUser: ["GET /user/starred"],
    listReposStarredByUser: ["GET /users/{username}/starred"],
    listReposWatchedByUser: ["GET /users/{username}/subscriptions"],
    listStargazersForRepo: ["GET /repos/{owner}/{repo}/stargazers"],
    listWatchedReposForAuthenticatedUser: ["GET /user/subscriptions"],
    listWatchersForRepo: ["GET /repos/{owner}/{repo}/subscribers"],
    markNotificationsAsRead: ["PUT /notifications"],
    markRepoNotificationsAsRead: ["PUT /repos/{owner}/{repo}/notifications"],
    markThreadAsDone: ["DELETE /notifications/threads/{thread_id}"],
    markThreadAsRead: ["PATCH /notifications/threads/{thread_id}"],
    setRepoSubscription: ["PUT /repos/{owner}/{repo}/subscription"],
    setThreadSubscription: [
      "PUT /notifications/threads/{thread_id}/subscription"
    ],
    starRepoForAuthenticatedUser: ["PUT /user/starred/{owner}/{repo}"],
    unstarRepoForAuthenticatedUser: ["DELETE /user/starred/{owner}/{repo}"]
  },
  apps: {
    addRepoToInstallation: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "addRepoToInstallationForAuthenticatedUser"] }
    ],
    addRepoToInstallationForAuthenticatedUser: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    checkToken: ["POST /applications/{client_id}/token"],
    createFromManifest: ["POST /app-manifests/{code}/conversions"],
    createInstallationAccessToken: [
      "POST /app/installations/{installation_id}/access_tokens"
    ],
    deleteAuthorization: ["DELETE /applications/{client_id}/grant"],
    deleteInstallation: ["DELETE /app/installations/{installation_id}"],
    deleteToken: ["DELETE /applications/{client_id}/token"],
    getAuthenticated: ["GET /app"],
    getBySlug: ["GET /apps/{app_slug}"],
    getInstallation: ["GET /app/installations/{installation_id}"],
    getOrgInstallation: ["GET /orgs/{org}/installation"],
    getRepoInstallation: ["GET /repos/{owner}/{repo}/installation"],
    getSubscriptionPlanForAccount: [
      "GET /marketplace_listing/accounts/{account_id}"
    ],
    getSubscriptionPlanForAccountStubbed: [
      "GET /marketplace_listing/stubbed/accounts/{account_id}"
    ],
    getUserInstallation: ["GET /users/{username}/installation"],
    getWebhookConfigForApp: ["GET /app/hook/config"],
    getWebhookDelivery: ["GET /app/hook/deliveries/{delivery_id}"],
    listAccountsForPlan: ["GET /marketplace_listing/plans/{plan_id}/accounts"],
    listAccountsForPlanStubbed: [
      "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts"
    ],
    listInstallationReposForAuthenticatedUser: [
      "GET /user/installations/{installation_id}/repositories"
    ],
    listInstallationRequestsForAuthenticatedApp: [
      "GET /app/installation-requests"
    ],
    listInstallations: ["GET /app/installations"],
    listInstallationsForAuthenticatedUser: ["GET /user/installations"],
    listPlans: ["GET /marketplace_listing/plans"],
    listPlansStubbed: ["GET /marketplace_listing/stubbed/plans"],
    listReposAccessibleToInstallation: ["GET /installation/repositories"],
    listSubscriptionsForAuthenticatedUser: ["GET /user/marketplace_purchases"],
    listSubscriptionsForAuthenticatedUserStubbed: [
      "GET /user/marketplace_purchases/stubbed"
    ],
    listWebhookDeliveries: ["GET /app/hook/deliveries"],
    redeliverWebhookDelivery: [
      "POST /app/hook/deliveries/{delivery_id}/attempts"
    ],
    removeRepoFromInstallation: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "removeRepoFromInstallationForAuthenticatedUser"] }
    ],
    removeRepoFromInstallationForAuthenticatedUser: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    resetToken: ["PATCH /applications/{client_id}/token"],
    revokeInstallationAccessToken: ["DELETE /installation/token"],
    scopeToken: ["POST /applications/{client_id}/token/scoped"],
    suspendInstallation: ["PUT /app/installations/{installation_id}/suspended"],
    unsuspendInstallation: [
      "DELETE /app/installations/{installation_id}/suspended"
    ],
    updateWebhookConfigForApp: ["PATCH /app/hook/config"]
  },
  billing: {
    getGithubActionsBillingOrg: ["GET /orgs/{org}/settings/billing/actions"],
    getGithubActionsBillingUser: [
      "GET /users/{username}/settings/billing/actions"
    ],
    getGithubBillingPremiumRequestUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/premium_request/usage"
    ],
    getGithubBillingPremiumRequestUsageReportUser: [
      "GET /users/{username}/settings/billing/premium_request/usage"
    ],
    getGithubBillingUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/usage"
    ],
    getGithubBillingUsageReportUser: [
      "GET /users/{username}/settings/billing/usage"
    ],
    getGithubPackagesBillingOrg: ["GET /orgs/{org}/settings/billing/packages"],
    getGithubPackagesBillingUser: [
      "GET /users/{username}/settings/billing/packages"
    ],
    getSharedStorageBillingOrg: [
      "GET /orgs/{org}/settings/billing/shared-storage"
    ],
    getSharedStorageBillingUser: [
      "GET /users/{username}/settings/billing/shared-storage"
    ]
  },
  campaigns: {
    createCampaign: ["POST /orgs/{org}/campaigns"],
    deleteCampaign: ["DELETE /orgs/{org}/campaigns/{campaign_number}"],
    getCampaignSummary: ["GET /orgs/{org}/campaigns/{campaign_number}"],
    listOrgCampaigns: ["GET /orgs/{org}/campaigns"],
    updateCampaign: ["PATCH /orgs/{org}/campaigns/{campaign_number}"]
  },
  checks: {
    create: ["POST /repos/{owner}/{repo}/check-runs"],
    createSuite: ["POST /repos/{owner}/{repo}/check-suites"],
    get: ["GET /repos/{owner}/{repo}/check-runs/{check_run_id}"],
    getSuite: ["GET /repos/{owner}/{repo}/check-suites/{check_suite_id}"],
    listAnnotations: [
      "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations"
    ],
    listForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-runs"],
    listForSuite: [
      "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs"
    ],
    listSuitesForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-suites"],
    rerequestRun: [
      "POST /repos/{owner}/{repo}/check-runs/{check_run_id}/rerequest"
    ],
    rerequestSuite: [
      "POST /repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest"
    ],
    setSuitesPreferences: [
      "PATCH /repos/{owner}/{repo}/check-suites/preferences"
    ],
    update: ["PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"]
  },
  codeScanning: {
    commitAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix/commits"
    ],
    createAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    createVariantAnalysis: [
      "POST /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses"
    ],
    deleteAnalysis: [
      "DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{?confirm_delete}"
    ],
    deleteCodeqlDatabase: [
      "DELETE /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}",
      {},
      { renamedParameters: { alert_id: "alert_number" } }
    ],
    getAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}"
    ],
    getAutofix: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    getCodeqlDatabase: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getDefaultSetup: ["GET /repos/{owner}/{repo}/code-scanning/default-setup"],
    getSarif: ["GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}"],
    getVariantAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}"
    ],
    getVariantAnalysisRepoTask: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}/repos/{repo_owner}/{repo_name}"
    ],
    listAlertInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/code-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/code-scanning/alerts"],
    listAlertsInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
      {},
      { renamed: ["codeScanning", "listAlertInstances"] }
    ],
    listCodeqlDatabases: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases"
    ],
    listRecentAnalyses: ["GET /repos/{owner}/{repo}/code-scanning/analyses"],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}"
    ],
    updateDefaultSetup: [
      "PATCH /repos/{owner}/{repo}/code-scanning/default-setup"
    ],
    uploadSarif: ["POST /repos/{owner}/{repo}/code-scanning/sarifs"]
  },
  codeSecurity: {
    attachConfiguration: [
      "POST /orgs/{org}/code-security/configurations/{configuration_id}/attach"
    ],
    attachEnterpriseConfiguration: [
      "POST /enterprises/{enterprise}/code-security/configurations/{configuration_id}/attach"
    ],
    createConfiguration: ["POST /orgs/{org}/code-security/configurations"],
    createConfigurationForEnterprise: [
      "POST /enterprises/{enterprise}/code-security/configurations"
    ],
    deleteConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    deleteConfigurationForEnterprise: [
      "DELETE /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    detachConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/detach"
    ],
    getConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    getConfigurationForRepository: [
      "GET /repos/{owner}/{repo}/code-security-configuration"
    ],
    getConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations"
    ],
    getConfigurationsForOrg: ["GET /orgs/{org}/code-security/configurations"],
    getDefaultConfigurations: [
      "GET /orgs/{org}/code-security/configurations/defaults"
    ],
    getDefaultConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/defaults"
    ],
    getRepositoriesForConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories"
    ],
    getRepositoriesForEnterpriseConfiguration: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories"
    ],
    getSingleConfigurationForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    setConfigurationAsDefault: [
      "PUT /orgs/{org}/code-security/configurations/{configuration_id}/defaults"
    ],
    setConfigurationAsDefaultForEnterprise: [
      "PUT /enterprises/{enterprise}/code-security/configurations/{configuration_id}/defaults"
    ],
    updateConfiguration: [
      "PATCH /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    updateEnterpriseConfiguration: [
      "PATCH /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ]
  },
  codesOfConduct: {
    getAllCodesOfConduct: ["GET /codes_of_conduct"],
    getConductCode: ["GET /codes_of_conduct/{key}"]
  },
  codespaces: {
    addRepositoryForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    checkPermissionsForDevcontainer: [
      "GET /repos/{owner}/{repo}/codespaces/permissions_check"
    ],
    codespaceMachinesForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/machines"
    ],
    createForAuthenticatedUser: ["POST /user/codespaces"],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}"
    ],
    createWithPrForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/codespaces"
    ],
    createWithRepoForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/codespaces"
    ],
    deleteForAuthenticatedUser: ["DELETE /user/codespaces/{codespace_name}"],
    deleteFromOrganization: [
      "DELETE /orgs/{org}/members/{username}/codespaces/{codespace_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/codespaces/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    deleteSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}"
    ],
    exportForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/exports"
    ],
    getCodespacesForUserInOrg: [
      "GET /orgs/{org}/members/{username}/codespaces"
    ],
    getExportDetailsForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/exports/{export_id}"
    ],
    getForAuthenticatedUser: ["GET /user/codespaces/{codespace_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/codespaces/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/codespaces/secrets/{secret_name}"],
    getPublicKeyForAuthenticatedUser: [
      "GET /user/codespaces/secrets/public-key"
    ],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    getSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}"
    ],
    listDevcontainersInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/devcontainers"
    ],
    listForAuthenticatedUser: ["GET /user/codespaces"],
    listInOrganization: [
      "GET /orgs/{org}/codespaces",
      {},
      { renamedParameters: { org_id: "org" } }
    ],
    listInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces"
    ],
    listOrgSecrets: ["GET /orgs/{org}/codespaces/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/codespaces/secrets"],
    listRepositoriesForSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}/repositories"
    ],
    listSecretsForAuthenticatedUser: ["GET /user/codespaces/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    preFlightWithRepoForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/new"
    ],
    publishForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/publish"
    ],
    removeRepositoryForSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repoMachinesForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/machines"
    ],
    setRepositoriesForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    startForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/start"],
    stopForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/stop"],
    stopInOrganization: [
      "POST /orgs/{org}/members/{username}/codespaces/{codespace_name}/stop"
    ],
    updateForAuthenticatedUser: ["PATCH /user/codespaces/{codespace_name}"]
  },
  copilot: {
    addCopilotSeatsForTeams: [
      "POST /orgs/{org}/copilot/billing/selected_teams"
    ],
    addCopilotSeatsForUsers: [
      "POST /orgs/{org}/copilot/billing/selected_users"
    ],
    cancelCopilotSeatAssignmentForTeams: [
      "DELETE /orgs/{org}/copilot/billing/selected_teams"
    ],
    cancelCopilotSeatAssignmentForUsers: [
      "DELETE /orgs/{org}/copilot/billing/selected_users"
    ],
    copilotMetricsForOrganization: ["GET /orgs/{org}/copilot/metrics"],
    copilotMetricsForTeam: ["GET /orgs/{org}/team/{team_slug}/copilot/metrics"],
    getCopilotOrganizationDetails: ["GET /orgs/{org}/copilot/billing"],
    getCopilotSeatDetailsForUser: [
      "GET /orgs/{org}/members/{username}/copilot"
    ],
    listCopilotSeats: ["GET /orgs/{org}/copilot/billing/seats"]
  },
  credentials: { revoke: ["POST /credentials/revoke"] },
  dependabot: {
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/dependabot/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    getAlert: ["GET /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"],
    getOrgPublicKey: ["GET /orgs/{org}/dependabot/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/dependabot/secrets/{secret_name}"],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    listAlertsForEnterprise: [
      "GET /enterprises/{enterprise}/dependabot/alerts"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/dependabot/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/dependabot/alerts"],
    listOrgSecrets: ["GET /orgs/{org}/dependabot/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/dependabot/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repositoryAccessForOrg: [
      "GET /organizations/{org}/dependabot/repository-access"
    ],
    setRepositoryAccessDefaultLevel: [
      "PUT /organizations/{org}/dependabot/repository-access/default-level"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"
    ],
    updateRepositoryAccessForOrg: [
      "PATCH /organizations/{org}/dependabot/repository-access"
    ]
  },
  dependencyGraph: {
    createRepositorySnapshot: [
      "POST /repos/{owner}/{repo}/dependency-graph/snapshots"
    ],
    diffRange: [
      "GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}"
    ],
    exportSbom: ["GET /repos/{owner}/{repo}/dependency-graph/sbom"]
  },
  emojis: { get: ["GET /emojis"] },
  enterpriseTeamMemberships: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/remove"
    ],
    get: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    list: ["GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships"],
    remove: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ]
  },
  enterpriseTeamOrganizations: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/remove"
    ],
    delete: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignment: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignments: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations"
    ]
  },
  enterpriseTeams: {
    create: ["POST /enterprises/{enterprise}/teams"],
    delete: ["DELETE /enterprises/{enterprise}/teams/{team_slug}"],
    get: ["GET /enterprises/{enterprise}/teams/{team_slug}"],
    list: ["GET /enterprises/{enterprise}/teams"],
    update: ["PATCH /enterprises/{enterprise}/teams/{team_slug}"]
  },
  gists: {
    checkIsStarred: ["GET /gists/{gist_id}/star"],
    create: ["POST /gists"],
    createComment: ["POST /gists/{gist_id}/comments"],
    delete: ["DELETE /gists/{gist_id}"],
    deleteComment: ["DELETE /gists/{gist_id}/comments/{comment_id}"],
    fork: ["POST /gists/{gist_id}/forks"],
    get: ["GET /gists/{gist_id}"],
    getComment: ["GET /gists/{gist_id}/comments/{comment_id}"],
    getRevision: ["GET /gists/{gist_id}/{sha}"],
    list: ["GET /gists"],
    listComments: ["GET /gists/{gist_id}/comments"],
    listCommits: ["GET /gists/{gist_id}/commits"],
    listForUser: ["GET /users/{username}/gists"],
    listForks: ["GET /gists/{gist_id}/forks"],
    listPublic: ["GET /gists/public"],
    listStarred: ["GET /gists/starred"],
    star: ["PUT /gists/{gist_id}/star"],
    unstar: ["DELETE /gists/{gist_id}/star"],
    update: ["PATCH /gists/{gist_id}"],
    updateComment: ["PATCH /gists/{gist_id}/comments/{comment_id}"]
  },
  git: {
    createBlob: ["POST /repos/{owner}/{repo}/git/blobs"],
    createCommit: ["POST /repos/{owner}/{repo}/git/commits"],
    createRef: ["POST /repos/{owner}/{repo}/git/refs"],
    createTag: ["POST /repos/{owner}/{repo}/git/tags"],
    createTree: ["POST /repos/{owner}/{repo}/git/trees"],
    deleteRef: ["DELETE /repos/{owner}/{repo}/git/refs/{ref}"],
    getBlob: ["GET /repos/{owner}/{repo}/git/blobs/{file_sha}"],
    getCommit: ["GET /repos/{owner}/{repo}/git/commits/{commit_sha}"],
    getRef: ["GET /repos/{owner}/{repo}/git/ref/{ref}"],
    getTag: ["GET /repos/{owner}/{repo}/git/tags/{tag_sha}"],
    getTree: ["GET /repos/{owner}/{repo}/git/trees/{tree_sha}"],
    listMatchingRefs: ["GET /repos/{owner}/{repo}/git/matching-refs/{ref}"],
    updateRef: ["PATCH /repos/{owner}/{repo}/git/refs/{ref}"]
  },
  gitignore: {
    getAllTemplates: ["GET /gitignore/templates"],
    getTemplate: ["GET /gitignore/templates/{name}"]
  },
  hostedCompute: {
    createNetworkConfigurationForOrg: [
      "POST /orgs/{org}/settings/network-configurations"
    ],
    deleteNetworkConfigurationFromOrg: [
      "DELETE /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkConfigurationForOrg: [
      "GET /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkSettingsForOrg: [
      "GET /orgs/{org}/settings/network-settings/{network_settings_id}"
    ],
    listNetworkConfigurationsForOrg: [
      "GET /orgs/{org}/settings/network-configurations"
    ],
    updateNetworkConfigurationForOrg: [
      "PATCH /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ]
  },
  interactions: {
    getRestrictionsForAuthenticatedUser: ["GET /user/interaction-limits"],
    getRestrictionsForOrg: ["GET /orgs/{org}/interaction-limits"],
    getRestrictionsForRepo: ["GET /repos/{owner}/{repo}/interaction-limits"],
    getRestrictionsForYourPublicRepos: [
      "GET /user/interaction-limits",
      {},
      { renamed: ["interactions", "getRestrictionsForAuthenticatedUser"] }
    ],
    removeRestrictionsForAuthenticatedUser: ["DELETE /user/interaction-limits"],
    removeRestrictionsForOrg: ["DELETE /orgs/{org}/interaction-limits"],
    removeRestrictionsForRepo: [
      "DELETE /repos/{owner}/{repo}/interaction-limits"
    ],
    removeRestrictionsForYourPublicRepos: [
      "DELETE /user/interaction-limits",
      {},
      { renamed: ["interactions", "removeRestrictionsForAuthenticatedUser"] }
    ],
    setRestrictionsForAuthenticatedUser: ["PUT /user/interaction-limits"],
    setRestrictionsForOrg: ["PUT /orgs/{org}/interaction-limits"],
    setRestrictionsForRepo: ["PUT /repos/{owner}/{repo}/interaction-limits"],
    setRestrictionsForYourPublicRepos: [
      "PUT /user/interaction-limits",
      {},
      { renamed: ["interactions", "setRestrictionsForAuthenticatedUser"] }
    ]
  },
  issues: {
    addAssignees: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    addBlockedByDependency: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    addLabels: ["POST /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    addSubIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    checkUserCanBeAssigned: ["GET /repos/{owner}/{repo}/assignees/{assignee}"],
    checkUserCanBeAssignedToIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/assignees/{assignee}"
    ],
    create: ["POST /repos/{owner}/{repo}/issues"],
    createComment: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"
    ],
    createLabel: ["POST /repos/{owner}/{repo}/labels"],
    createMilestone: ["POST /repos/{owner}/{repo}/milestones"],
    deleteComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"
    ],
    deleteLabel: ["DELETE /repos/{owner}/{repo}/labels/{name}"],
    deleteMilestone: [
      "DELETE /repos/{owner}/{repo}/milestones/{milestone_number}"
    ],
    get: ["GET /repos/{owner}/{repo}/issues/{issue_number}"],
    getComment: ["GET /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    getEvent: ["GET /repos/{owner}/{repo}/issues/events/{event_id}"],
    getLabel: ["GET /repos/{owner}/{repo}/labels/{name}"],
    getMilestone: ["GET /repos/{owner}/{repo}/milestones/{milestone_number}"],
    getParent: ["GET /repos/{owner}/{repo}/issues/{issue_number}/parent"],
    list: ["GET /issues"],
    listAssignees: ["GET /repos/{owner}/{repo}/assignees"],
    listComments: ["GET /repos/{owner}/{repo}/issues/{issue_number}/comments"],
    listCommentsForRepo: ["GET /repos/{owner}/{repo}/issues/comments"],
    listDependenciesBlockedBy: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    listDependenciesBlocking: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking"
    ],
    listEvents: ["GET /repos/{owner}/{repo}/issues/{issue_number}/events"],
    listEventsForRepo: ["GET /repos/{owner}/{repo}/issues/events"],
    listEventsForTimeline: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline"
    ],
    listForAuthenticatedUser: ["GET /user/issues"],
    listForOrg: ["GET /orgs/{org}/issues"],
    listForRepo: ["GET /repos/{owner}/{repo}/issues"],
    listLabelsForMilestone: [
      "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels"
    ],
    listLabelsForRepo: ["GET /repos/{owner}/{repo}/labels"],
    listLabelsOnIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    listMilestones: ["GET /repos/{owner}/{repo}/milestones"],
    listSubIssues: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    lock: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    removeAllLabels: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    removeAssignees: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    removeDependencyBlockedBy: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by/{issue_id}"
    ],
    removeLabel: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}"
    ],
    removeSubIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/sub_issue"
    ],
    reprioritizeSubIssue: [
      "PATCH /repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority"
    ],
    setLabels: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    unlock: ["DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    update: ["PATCH /repos/{owner}/{repo}/issues/{issue_number}"],
    updateComment: ["PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    updateLabel: ["PATCH /repos/{owner}/{repo}/labels/{name}"],
    updateMilestone: [
      "PATCH /repos/{owner}/{repo}/milestones/{milestone_number}"
    ]
  },
  licenses: {
    get: ["GET /licenses/{license}"],
    getAllCommonlyUsed: ["GET /licenses"],
    getForRepo: ["GET /repos/{owner}/{repo}/license"]
  },
  markdown: {
    render: ["POST /markdown"],
    renderRaw: [
      "POST /markdown/raw",
      { headers: { "content-type": "text/plain; charset=utf-8" } }
    ]
  },
  meta: {
    get: ["GET /meta"],
    getAllVersions: ["GET /versions"],
    getOctocat: ["GET /octocat"],
    getZen: ["GET /zen"],
    root: ["GET /"]
  },
  migrations: {
    deleteArchiveForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/archive"
    ],
    deleteArchiveForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/archive"
    ],
    downloadArchiveForOrg: [
      "GET /orgs/{org}/migrations/{migration_id}/archive"
    ],
    getArchiveForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/archive"
    ],
    getStatusForAuthenticatedUser: ["GET /user/migrations/{migration_id}"],
    getStatusForOrg: ["GET /orgs/{org}/migrations/{migration_id}"],
    listForAuthenticatedUser: ["GET /user/migrations"],
    listForOrg: ["GET /orgs/{org}/migrations"],
    listReposForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/repositories"
    ],
    listReposForOrg: ["GET /orgs/{org}/migrations/{migration_id}/repositories"],
    listReposForUser: [
      "GET /user/migrations/{migration_id}/repositories",
      {},
      { renamed: ["migrations", "listReposForAuthenticatedUser"] }
    ],
    startForAuthenticatedUser: ["POST /user/migrations"],
    startForOrg: ["POST /orgs/{org}/migrations"],
    unlockRepoForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/repos/{repo_name}/lock"
    ],
    unlockRepoForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/repos/{repo_name}/lock"
    ]
  },
  oidc: {
    getOidcCustomSubTemplateForOrg: [
      "GET /orgs/{org}/actions/oidc/customization/sub"
    ],
    updateOidcCustomSubTemplateForOrg: [
      "PUT /orgs/{org}/actions/oidc/customization/sub"
    ]
  },
  orgs: {
    addSecurityManagerTeam: [
      "PUT /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.addSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#add-a-security-manager-team"
      }
    ],
    assignTeamToOrgRole: [
      "PUT /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    assignUserToOrgRole: [
      "PUT /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    blockUser: ["PUT /orgs/{org}/blocks/{username}"],
    cancelInvitation: ["DELETE /orgs/{org}/invitations/{invitation_id}"],
    checkBlockedUser: ["GET /orgs/{org}/blocks/{username}"],
    checkMembershipForUser: ["GET /orgs/{org}/members/{username}"],
    checkPublicMembershipForUser: ["GET /orgs/{org}/public_members/{username}"],
    convertMemberToOutsideCollaborator: [
      "PUT /orgs/{org}/outside_collaborators/{username}"
    ],
    createArtifactStorageRecord: [
      "POST /orgs/{org}/artifacts/metadata/storage-record"
    ],
    createInvitation: ["POST /orgs/{org}/invitations"],
    createIssueType: ["POST /orgs/{org}/issue-types"],
    createWebhook: ["POST /orgs/{org}/hooks"],
    customPropertiesForOrgsCreateOrUpdateOrganizationValues: [
      "PATCH /organizations/{org}/org-properties/values"
    ],
    customPropertiesForOrgsGetOrganizationValues: [
      "GET /organizations/{org}/org-properties/values"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinition: [
      "PUT /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinitions: [
      "PATCH /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationValues: [
      "PATCH /orgs/{org}/properties/values"
    ],
    customPropertiesForReposDeleteOrganizationDefinition: [
      "DELETE /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinition: [
      "GET /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinitions: [
      "GET /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposGetOrganizationValues: [
      "GET /orgs/{org}/properties/values"
    ],
    delete: ["DELETE /orgs/{org}"],
    deleteAttestationsBulk: ["POST /orgs/{org}/attestations/delete-request"],
    deleteAttestationsById: [
      "DELETE /orgs/{org}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /orgs/{org}/attestations/digest/{subject_digest}"
    ],
    deleteIssueType: ["DELETE /orgs/{org}/issue-types/{issue_type_id}"],
    deleteWebhook: ["DELETE /orgs/{org}/hooks/{hook_id}"],
    disableSelectedRepositoryImmutableReleasesOrganization: [
      "DELETE /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    enableSelectedRepositoryImmutableReleasesOrganization: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    get: ["GET /orgs/{org}"],
    getImmutableReleasesSettings: [
      "GET /orgs/{org}/settings/immutable-releases"
    ],
    getImmutableReleasesSettingsRepositories: [
      "GET /orgs/{org}/settings/immutable-releases/repositories"
    ],
    getMembershipForAuthenticatedUser: ["GET /user/memberships/orgs/{org}"],
    getMembershipForUser: ["GET /orgs/{org}/memberships/{username}"],
    getOrgRole: ["GET /orgs/{org}/organization-roles/{role_id}"],
    getOrgRulesetHistory: ["GET /orgs/{org}/rulesets/{ruleset_id}/history"],
    getOrgRulesetVersion: [
      "GET /orgs/{org}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getWebhook: ["GET /orgs/{org}/hooks/{hook_id}"],
    getWebhookConfigForOrg: ["GET /orgs/{org}/hooks/{hook_id}/config"],
    getWebhookDelivery: [
      "GET /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    list: ["GET /organizations"],
    listAppInstallations: ["GET /orgs/{org}/installations"],
    listArtifactStorageRecords: [
      "GET /orgs/{org}/artifacts/{subject_digest}/metadata/storage-records"
    ],
    listAttestationRepositories: ["GET /orgs/{org}/attestations/repositories"],
    listAttestations: ["GET /orgs/{org}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedUsers: ["GET /orgs/{org}/blocks"],
    listFailedInvitations: ["GET /orgs/{org}/failed_invitations"],
    listForAuthenticatedUser: ["GET /user/orgs"],
    listForUser: ["GET /users/{username}/orgs"],
    listInvitationTeams: ["GET /orgs/{org}/invitations/{invitation_id}/teams"],
    listIssueTypes: ["GET /orgs/{org}/issue-types"],
    listMembers: ["GET /orgs/{org}/members"],
    listMembershipsForAuthenticatedUser: ["GET /user/memberships/orgs"],
    listOrgRoleTeams: ["GET /orgs/{org}/organization-roles/{role_id}/teams"],
    listOrgRoleUsers: ["GET /orgs/{org}/organization-roles/{role_id}/users"],
    listOrgRoles: ["GET /orgs/{org}/organization-roles"],
    listOrganizationFineGrainedPermissions: [
      "GET /orgs/{org}/organization-fine-grained-permissions"
    ],
    listOutsideCollaborators: ["GET /orgs/{org}/outside_collaborators"],
    listPatGrantRepositories: [
      "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories"
    ],
    listPatGrantRequestRepositories: [
      "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories"
    ],
    listPatGrantRequests: ["GET /orgs/{org}/personal-access-token-requests"],
    listPatGrants: ["GET /orgs/{org}/personal-access-tokens"],
    listPendingInvitations: ["GET /orgs/{org}/invitations"],
    listPublicMembers: ["GET /orgs/{org}/public_members"],
    listSecurityManagerTeams: [
      "GET /orgs/{org}/security-managers",
      {},
      {
        deprecated: "octokit.rest.orgs.listSecurityManagerTeams() is deprecated, see https://docs.github.com/rest/orgs/security-managers#list-security-manager-teams"
      }
    ],
    listWebhookDeliveries: ["GET /orgs/{org}/hooks/{hook_id}/deliveries"],
    listWebhooks: ["GET /orgs/{org}/hooks"],
    pingWebhook: ["POST /orgs/{org}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeMember: ["DELETE /orgs/{org}/members/{username}"],
    removeMembershipForUser: ["DELETE /orgs/{org}/memberships/{username}"],
    removeOutsideCollaborator: [
      "DELETE /orgs/{org}/outside_collaborators/{username}"
    ],
    removePublicMembershipForAuthenticatedUser: [
      "DELETE /orgs/{org}/public_members/{username}"
    ],
    removeSecurityManagerTeam: [
      "DELETE /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.removeSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#remove-a-security-manager-team"
      }
    ],
    reviewPatGrantRequest: [
      "POST /orgs/{org}/personal-access-token-requests/{pat_request_id}"
    ],
    reviewPatGrantRequestsInBulk: [
      "POST /orgs/{org}/personal-access-token-requests"
    ],
    revokeAllOrgRolesTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}"
    ],
    revokeAllOrgRolesUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}"
    ],
    revokeOrgRoleTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    revokeOrgRoleUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    setImmutableReleasesSettings: [
      "PUT /orgs/{org}/settings/immutable-releases"
    ],
    setImmutableReleasesSettingsRepositories: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories"
    ],
    setMembershipForUser: ["PUT /orgs/{org}/memberships/{username}"],
    setPublicMembershipForAuthenticatedUser: [
      "PUT /orgs/{org}/public_members/{username}"
    ],
    unblockUser: ["DELETE /orgs/{org}/blocks/{username}"],
    update: ["PATCH /orgs/{org}"],
    updateIssueType: ["PUT /orgs/{org}/issue-types/{issue_type_id}"],
    updateMembershipForAuthenticatedUser: [
      "PATCH /user/memberships/orgs/{org}"
    ],
    updatePatAccess: ["POST /orgs/{org}/personal-access-tokens/{pat_id}"],
    updatePatAccesses: ["POST /orgs/{org}/personal-access-tokens"],
    updateWebhook: ["PATCH /orgs/{org}/hooks/{hook_id}"],
    updateWebhookConfigForOrg: ["PATCH /orgs/{org}/hooks/{hook_id}/config"]
  },
  packages: {
    deletePackageForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}"
    ],
    deletePackageForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    deletePackageForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}"
    ],
    deletePackageVersionForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getAllPackageVersionsForAPackageOwnedByAnOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
      {},
      { renamed: ["packages", "getAllPackageVersionsForPackageOwnedByOrg"] }
    ],
    getAllPackageVersionsForAPackageOwnedByTheAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions",
      {},
      {
        renamed: [
          "packages",
          "getAllPackageVersionsForPackageOwnedByAuthenticatedUser"
        ]
      }
    ],
    getAllPackageVersionsForPackageOwnedByAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions"
    ],
    getPackageForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}"
    ],
    getPackageForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    getPackageForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}"
    ],
    getPackageVersionForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    listDockerMigrationConflictingPackagesForAuthenticatedUser: [
      "GET /user/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForOrganization: [
      "GET /orgs/{org}/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForUser: [
      "GET /users/{username}/docker/conflicts"
    ],
    listPackagesForAuthenticatedUser: ["GET /user/packages"],
    listPackagesForOrganization: ["GET /orgs/{org}/packages"],
    listPackagesForUser: ["GET /users/{username}/packages"],
    restorePackageForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageVersionForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ]
  },
  privateRegistries: {
    createOrgPrivateRegistry: ["POST /orgs/{org}/private-registries"],
    deleteOrgPrivateRegistry: [
      "DELETE /orgs/{org}/private-registries/{secret_name}"
    ],
    getOrgPrivateRegistry: ["GET /orgs/{org}/private-registries/{secret_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/private-registries/public-key"],
    listOrgPrivateRegistries: ["GET /orgs/{org}/private-registries"],
    updateOrgPrivateRegistry: [
      "PATCH /orgs/{org}/private-registries/{secret_name}"
    ]
  },
  projects: {
    addItemForOrg: ["POST /orgs/{org}/projectsV2/{project_number}/items"],
    addItemForUser: [
      "POST /users/{username}/projectsV2/{project_number}/items"
    ],
    deleteItemForOrg: [
      "DELETE /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    deleteItemForUser: [
      "DELETE /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    getFieldForOrg: [
      "GET /orgs/{org}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getFieldForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getForOrg: ["GET /orgs/{org}/projectsV2/{project_number}"],
    getForUser: ["GET /users/{username}/projectsV2/{project_number}"],
    getOrgItem: ["GET /orgs/{org}/projectsV2/{project_number}/items/{item_id}"],
    getUserItem: [
      "GET /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    listFieldsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/fields"],
    listFieldsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields"
    ],
    listForOrg: ["GET /orgs/{org}/projectsV2"],
    listForUser: ["GET /users/{username}/projectsV2"],
    listItemsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/items"],
    listItemsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/items"
    ],
    updateItemForOrg: [
      "PATCH /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    updateItemForUser: [
      "PATCH /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ]
  },
  pulls: {
    checkIfMerged: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    create: ["POST /repos/{owner}/{repo}/pulls"],
    createReplyForReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies"
    ],
    createReview: ["POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    createReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    deletePendingReview: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    deleteReviewComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ],
    dismissReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/dismissals"
    ],
    get: ["GET /repos/{owner}/{repo}/pulls/{pull_number}"],
    getReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    getReviewComment: ["GET /repos/{owner}/{repo}/pulls/comments/{comment_id}"],
    list: ["GET /repos/{owner}/{repo}/pulls"],
    listCommentsForReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/commits"],
    listFiles: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/files"],
    listRequestedReviewers: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    listReviewComments: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    listReviewCommentsForRepo: ["GET /repos/{owner}/{repo}/pulls/comments"],
    listReviews: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    merge: ["PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    removeRequestedReviewers: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    requestReviewers: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    submitReview: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events"
    ],
    update: ["PATCH /repos/{owner}/{repo}/pulls/{pull_number}"],
    updateBranch: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch"
    ],
    updateReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    updateReviewComment: [
      "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ]
  },
  rateLimit: { get: ["GET /rate_limit"] },
  reactions: {
    createForCommitComment: [
      "POST /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    createForIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions"
    ],
    createForIssueComment: [
      "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    createForPullRequestReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    createForRelease: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    createForTeamDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    createForTeamDiscussionInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ],
    deleteForCommitComment: [
      "DELETE /repos/{owner}/{repo}/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}"
    ],
    deleteForIssueComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForPullRequestComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForRelease: [
      "DELETE /repos/{owner}/{repo}/releases/{release_id}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussion: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussionComment: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}"
    ],
    listForCommitComment: [
      "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    listForIssue: ["GET /repos/{owner}/{repo}/issues/{issue_number}/reactions"],
    listForIssueComment: [
      "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    listForPullRequestReviewComment: [
      "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    listForRelease: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    listForTeamDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    listForTeamDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ]
  },
  repos: {
    acceptInvitation: [
      "PATCH /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "acceptInvitationForAuthenticatedUser"] }
    ],
    acceptInvitationForAuthenticatedUser: [
      "PATCH /user/repository_invitations/{invitation_id}"
    ],
    addAppAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    addCollaborator: ["PUT /repos/{owner}/{repo}/collaborators/{username}"],
    addStatusCheckContexts: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    addTeamAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    addUserAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    cancelPagesDeployment: [
      "POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel"
    ],
    checkAutomatedSecurityFixes: [
      "GET /repos/{owner}/{repo}/automated-security-fixes"
    ],
    checkCollaborator: ["GET /repos/{owner}/{repo}/collaborators/{username}"],
    checkImmutableReleases: ["GET /repos/{owner}/{repo}/immutable-releases"],
    checkPrivateVulnerabilityReporting: [
      "GET /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    checkVulnerabilityAlerts: [
      "GET /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    codeownersErrors: ["GET /repos/{owner}/{repo}/codeowners/errors"],
    compareCommits: ["GET /repos/{owner}/{repo}/compare/{base}...{head}"],
    compareCommitsWithBasehead: [
      "GET /repos/{owner}/{repo}/compare/{basehead}"
    ],
    createAttestation: ["POST /repos/{owner}/{repo}/attestations"],
    createAutolink: ["POST /repos/{owner}/{repo}/autolinks"],
    createCommitComment: [
      "POST /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    createCommitSignatureProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    createCommitStatus: ["POST /repos/{owner}/{repo}/statuses/{sha}"],
    createDeployKey: ["POST /repos/{owner}/{repo}/keys"],
    createDeployment: ["POST /repos/{owner}/{repo}/deployments"],
    createDeploymentBranchPolicy: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    createDeploymentProtectionRule: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    createDeploymentStatus: [
      "POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    createDispatchEvent: ["POST /repos/{owner}/{repo}/dispatches"],
    createForAuthenticatedUser: ["POST /user/repos"],
    createFork: ["POST /repos/{owner}/{repo}/forks"],
    createInOrg: ["POST /orgs/{org}/repos"],
    createOrUpdateEnvironment: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    createOrUpdateFileContents: ["PUT /repos/{owner}/{repo}/contents/{path}"],
    createOrgRuleset: ["POST /orgs/{org}/rulesets"],
    createPagesDeployment: ["POST /repos/{owner}/{repo}/pages/deployments"],
    createPagesSite: ["POST /repos/{owner}/{repo}/pages"],
    createRelease: ["POST /repos/{owner}/{repo}/releases"],
    createRepoRuleset: ["POST /repos/{owner}/{repo}/rulesets"],
    createUsingTemplate: [
      "POST /repos/{template_owner}/{template_repo}/generate"
    ],
    createWebhook: ["POST /repos/{owner}/{repo}/hooks"],
    customPropertiesForReposCreateOrUpdateRepositoryValues: [
      "PATCH /repos/{owner}/{repo}/properties/values"
    ],
    customPropertiesForReposGetRepositoryValues: [
      "GET /repos/{owner}/{repo}/properties/values"
    ],
    declineInvitation: [
      "DELETE /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "declineInvitationForAuthenticatedUser"] }
    ],
    declineInvitationForAuthenticatedUser: [
      "DELETE /user/repository_invitations/{invitation_id}"
    ],
    delete: ["DELETE /repos/{owner}/{repo}"],
    deleteAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    deleteAdminBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    deleteAnEnvironment: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    deleteAutolink: ["DELETE /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    deleteBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    deleteCommitComment: ["DELETE /repos/{owner}/{repo}/comments/{comment_id}"],
    deleteCommitSignatureProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    deleteDeployKey: ["DELETE /repos/{owner}/{repo}/keys/{key_id}"],
    deleteDeployment: [
      "DELETE /repos/{owner}/{repo}/deployments/{deployment_id}"
    ],
    deleteDeploymentBranchPolicy: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    deleteFile: ["DELETE /repos/{owner}/{repo}/contents/{path}"],
    deleteInvitation: [
      "DELETE /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    deleteOrgRuleset: ["DELETE /orgs/{org}/rulesets/{ruleset_id}"],
    deletePagesSite: ["DELETE /repos/{owner}/{repo}/pages"],
    deletePullRequestReviewProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    deleteRelease: ["DELETE /repos/{owner}/{repo}/releases/{release_id}"],
    deleteReleaseAsset: [
      "DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    deleteRepoRuleset: ["DELETE /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    deleteWebhook: ["DELETE /repos/{owner}/{repo}/hooks/{hook_id}"],
    disableAutomatedSecurityFixes: [
      "DELETE /repos/{owner}/{repo}/automated-security-fixes"
    ],
    disableDeploymentProtectionRule: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    disableImmutableReleases: [
      "DELETE /repos/{owner}/{repo}/immutable-releases"
    ],
    disablePrivateVulnerabilityReporting: [
      "DELETE /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    disableVulnerabilityAlerts: [
      "DELETE /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    downloadArchive: [
      "GET /repos/{owner}/{repo}/zipball/{ref}",
      {},
      { renamed: ["repos", "downloadZipballArchive"] }
    ],
    downloadTarballArchive: ["GET /repos/{owner}/{repo}/tarball/{ref}"],
    downloadZipballArchive: ["GET /repos/{owner}/{repo}/zipball/{ref}"],
    enableAutomatedSecurityFixes: [
      "PUT /repos/{owner}/{repo}/automated-security-fixes"
    ],
    enableImmutableReleases: ["PUT /repos/{owner}/{repo}/immutable-releases"],
    enablePrivateVulnerabilityReporting: [
      "PUT /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    enableVulnerabilityAlerts: [
      "PUT /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    generateReleaseNotes: [
      "POST /repos/{owner}/{repo}/releases/generate-notes"
    ],
    get: ["GET /repos/{owner}/{repo}"],
    getAccessRestrictions: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    getAdminBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    getAllDeploymentProtectionRules: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    getAllEnvironments: ["GET /repos/{owner}/{repo}/environments"],
    getAllStatusCheckContexts: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts"
    ],
    getAllTopics: ["GET /repos/{owner}/{repo}/topics"],
    getAppsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps"
    ],
    getAutolink: ["GET /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    getBranch: ["GET /repos/{owner}/{repo}/branches/{branch}"],
    getBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    getBranchRules: ["GET /repos/{owner}/{repo}/rules/branches/{branch}"],
    getClones: ["GET /repos/{owner}/{repo}/traffic/clones"],
    getCodeFrequencyStats: ["GET /repos/{owner}/{repo}/stats/code_frequency"],
    getCollaboratorPermissionLevel: [
      "GET /repos/{owner}/{repo}/collaborators/{username}/permission"
    ],
    getCombinedStatusForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/status"],
    getCommit: ["GET /repos/{owner}/{repo}/commits/{ref}"],
    getCommitActivityStats: ["GET /repos/{owner}/{repo}/stats/commit_activity"],
    getCommitComment: ["GET /repos/{owner}/{repo}/comments/{comment_id}"],
    getCommitSignatureProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    getCommunityProfileMetrics: ["GET /repos/{owner}/{repo}/community/profile"],
    getContent: ["GET /repos/{owner}/{repo}/contents/{path}"],
    getContributorsStats: ["GET /repos/{owner}/{repo}/stats/contributors"],
    getCustomDeploymentProtectionRule: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    getDeployKey: ["GET /repos/{owner}/{repo}/keys/{key_id}"],
    getDeployment: ["GET /repos/{owner}/{repo}/deployments/{deployment_id}"],
    getDeploymentBranchPolicy: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    getDeploymentStatus: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}"
    ],
    getEnvironment: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    getLatestPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/latest"],
    getLatestRelease: ["GET /repos/{owner}/{repo}/releases/latest"],
    getOrgRuleSuite: ["GET /orgs/{org}/rulesets/rule-suites/{rule_suite_id}"],
    getOrgRuleSuites: ["GET /orgs/{org}/rulesets/rule-suites"],
    getOrgRuleset: ["GET /orgs/{org}/rulesets/{ruleset_id}"],
    getOrgRulesets: ["GET /orgs/{org}/rulesets"],
    getPages: ["GET /repos/{owner}/{repo}/pages"],
    getPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/{build_id}"],
    getPagesDeployment: [
      "GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}"
    ],
    getPagesHealthCheck: ["GET /repos/{owner}/{repo}/pages/health"],
    getParticipationStats: ["GET /repos/{owner}/{repo}/stats/participation"],
    getPullRequestReviewProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    getPunchCardStats: ["GET /repos/{owner}/{repo}/stats/punch_card"],
    getReadme: ["GET /repos/{owner}/{repo}/readme"],
    getReadmeInDirectory: ["GET /repos/{owner}/{repo}/readme/{dir}"],
    getRelease: ["GET /repos/{owner}/{repo}/releases/{release_id}"],
    getReleaseAsset: ["GET /repos/{owner}/{repo}/releases/assets/{asset_id}"],
    getReleaseByTag: ["GET /repos/{owner}/{repo}/releases/tags/{tag}"],
    getRepoRuleSuite: [
      "GET /repos/{owner}/{repo}/rulesets/rule-suites/{rule_suite_id}"
    ],
    getRepoRuleSuites: ["GET /repos/{owner}/{repo}/rulesets/rule-suites"],
    getRepoRuleset: ["GET /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    getRepoRulesetHistory: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history"
    ],
    getRepoRulesetVersion: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getRepoRulesets: ["GET /repos/{owner}/{repo}/rulesets"],
    getStatusChecksProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    getTeamsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams"
    ],
    getTopPaths: ["GET /repos/{owner}/{repo}/traffic/popular/paths"],
    getTopReferrers: ["GET /repos/{owner}/{repo}/traffic/popular/referrers"],
    getUsersWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users"
    ],
    getViews: ["GET /repos/{owner}/{repo}/traffic/views"],
    getWebhook: ["GET /repos/{owner}/{repo}/hooks/{hook_id}"],
    getWebhookConfigForRepo: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    getWebhookDelivery: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    listActivities: ["GET /repos/{owner}/{repo}/activity"],
    listAttestations: [
      "GET /repos/{owner}/{repo}/attestations/{subject_digest}"
    ],
    listAutolinks: ["GET /repos/{owner}/{repo}/autolinks"],
    listBranches: ["GET /repos/{owner}/{repo}/branches"],
    listBranchesForHeadCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/branches-where-head"
    ],
    listCollaborators: ["GET /repos/{owner}/{repo}/collaborators"],
    listCommentsForCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    listCommitCommentsForRepo: ["GET /repos/{owner}/{repo}/comments"],
    listCommitStatusesForRef: [
      "GET /repos/{owner}/{repo}/commits/{ref}/statuses"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/commits"],
    listContributors: ["GET /repos/{owner}/{repo}/contributors"],
    listCustomDeploymentRuleIntegrations: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps"
    ],
    listDeployKeys: ["GET /repos/{owner}/{repo}/keys"],
    listDeploymentBranchPolicies: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    listDeploymentStatuses: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    listDeployments: ["GET /repos/{owner}/{repo}/deployments"],
    listForAuthenticatedUser: ["GET /user/repos"],
    listForOrg: ["GET /orgs/{org}/repos"],
    listForUser: ["GET /users/{username}/repos"],
    listForks: ["GET /repos/{owner}/{repo}/forks"],
    listInvitations: ["GET /repos/{owner}/{repo}/invitations"],
    listInvitationsForAuthenticatedUser: ["GET /user/repository_invitations"],
    listLanguages: ["GET /repos/{owner}/{repo}/languages"],
    listPagesBuilds: ["GET /repos/{owner}/{repo}/pages/builds"],
    listPublic: ["GET /repositories"],
    listPullRequestsAssociatedWithCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"
    ],
    listReleaseAssets: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/assets"
    ],
    listReleases: ["GET /repos/{owner}/{repo}/releases"],
    listTags: ["GET /repos/{owner}/{repo}/tags"],
    listTeams: ["GET /repos/{owner}/{repo}/teams"],
    listWebhookDeliveries: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries"
    ],
    listWebhooks: ["GET /repos/{owner}/{repo}/hooks"],
    merge: ["POST /repos/{owner}/{repo}/merges"],
    mergeUpstream: ["POST /repos/{owner}/{repo}/merge-upstream"],
    pingWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeAppAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    removeCollaborator: [
      "DELETE /repos/{owner}/{repo}/collaborators/{username}"
    ],
    removeStatusCheckContexts: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    removeStatusCheckProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    removeTeamAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    removeUserAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    renameBranch: ["POST /repos/{owner}/{repo}/branches/{branch}/rename"],
    replaceAllTopics: ["PUT /repos/{owner}/{repo}/topics"],
    requestPagesBuild: ["POST /repos/{owner}/{repo}/pages/builds"],
    setAdminBranchProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    setAppAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    setStatusCheckContexts: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    setTeamAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    setUserAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    testPushWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/tests"],
    transfer: ["POST /repos/{owner}/{repo}/transfer"],
    update: ["PATCH /repos/{owner}/{repo}"],
    updateBranchProtection: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    updateCommitComment: ["PATCH /repos/{owner}/{repo}/comments/{comment_id}"],
    updateDeploymentBranchPolicy: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    updateInformationAboutPagesSite: ["PUT /repos/{owner}/{repo}/pages"],
    updateInvitation: [
      "PATCH /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    updateOrgRuleset: ["PUT /orgs/{org}/rulesets/{ruleset_id}"],
    updatePullRequestReviewProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    updateRelease: ["PATCH /repos/{owner}/{repo}/releases/{release_id}"],
    updateReleaseAsset: [
      "PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    updateRepoRuleset: ["PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    updateStatusCheckPotection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks",
      {},
      { renamed: ["repos", "updateStatusCheckProtection"] }
    ],
    updateStatusCheckProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    updateWebhook: ["PATCH /repos/{owner}/{repo}/hooks/{hook_id}"],
    updateWebhookConfigForRepo: [
      "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    uploadReleaseAsset: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      { baseUrl: "https://uploads.github.com" }
    ]
  },
  search: {
    code: ["GET /search/code"],
    commits: ["GET /search/commits"],
    issuesAndPullRequests: ["GET /search/issues"],
    labels: ["GET /search/labels"],
    repos: ["GET /search/repositories"],
    topics: ["GET /search/topics"],
    users: ["GET /search/users"]
  },
  secretScanning: {
    createPushProtectionBypass: [
      "POST /repos/{owner}/{repo}/secret-scanning/push-protection-bypasses"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    getScanHistory: ["GET /repos/{owner}/{repo}/secret-scanning/scan-history"],
    listAlertsForOrg: ["GET /orgs/{org}/secret-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/secret-scanning/alerts"],
    listLocationsForAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations"
    ],
    listOrgPatternConfigs: [
      "GET /orgs/{org}/secret-scanning/pattern-configurations"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    updateOrgPatternConfigs: [
      "PATCH /orgs/{org}/secret-scanning/pattern-configurations"
    ]
  },
  securityAdvisories: {
    createFork: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/forks"
    ],
    createPrivateVulnerabilityReport: [
      "POST /repos/{owner}/{repo}/security-advisories/reports"
    ],
    createRepositoryAdvisory: [
      "POST /repos/{owner}/{repo}/security-advisories"
    ],
    createRepositoryAdvisoryCveRequest: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/cve"
    ],
    getGlobalAdvisory: ["GET /advisories/{ghsa_id}"],
    getRepositoryAdvisory: [
      "GET /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ],
    listGlobalAdvisories: ["GET /advisories"],
    listOrgRepositoryAdvisories: ["GET /orgs/{org}/security-advisories"],
    listRepositoryAdvisories: ["GET /repos/{owner}/{repo}/security-advisories"],
    updateRepositoryAdvisory: [
      "PATCH /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ]
  },
  teams: {
    addOrUpdateMembershipForUserInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    addOrUpdateRepoPermissionsInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    checkPermissionsForRepoInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    create: ["POST /orgs/{org}/teams"],
    createDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    createDiscussionInOrg: ["POST /orgs/{org}/teams/{team_slug}/discussions"],
    deleteDiscussionCommentInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    deleteDiscussionInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    deleteInOrg: ["DELETE /orgs/{org}/teams/{team_slug}"],
    getByName: ["GET /orgs/{org}/teams/{team_slug}"],
    getDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    getDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    getMembershipForUserInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    list: ["GET /orgs/{org}/teams"],
    listChildInOrg: ["GET /orgs/{org}/teams/{team_slug}/teams"],
    listDiscussionCommentsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    listDiscussionsInOrg: ["GET /orgs/{org}/teams/{team_slug}/discussions"],
    listForAuthenticatedUser: ["GET /user/teams"],
    listMembersInOrg: ["GET /orgs/{org}/teams/{team_slug}/members"],
    listPendingInvitationsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/invitations"
    ],
    listReposInOrg: ["GET /orgs/{org}/teams/{team_slug}/repos"],
    removeMembershipForUserInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    removeRepoInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    updateDiscussionCommentInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    updateDiscussionInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    updateInOrg: ["PATCH /orgs/{org}/teams/{team_slug}"]
  },
  users: {
    addEmailForAuthenticated: [
      "POST /user/emails",
      {},
      { renamed: ["users", "addEmailForAuthenticatedUser"] }
    ],
    addEmailForAuthenticatedUser: ["POST /user/emails"],
    addSocialAccountForAuthenticatedUser: ["POST /user/social_accounts"],
    block: ["PUT /user/blocks/{username}"],
    checkBlocked: ["GET /user/blocks/{username}"],
    checkFollowingForUser: ["GET /users/{username}/following/{target_user}"],
    checkPersonIsFollowedByAuthenticated: ["GET /user/following/{username}"],
    createGpgKeyForAuthenticated: [
      "POST /user/gpg_keys",
      {},
      { renamed: ["users", "createGpgKeyForAuthenticatedUser"] }
    ],
    createGpgKeyForAuthenticatedUser: ["POST /user/gpg_keys"],
    createPublicSshKeyForAuthenticated: [
      "POST /user/keys",
      {},
      { renamed: ["users", "createPublicSshKeyForAuthenticatedUser"] }
    ],
    createPublicSshKeyForAuthenticatedUser: ["POST /user/keys"],
    createSshSigningKeyForAuthenticatedUser: ["POST /user/ssh_signing_keys"],
    deleteAttestationsBulk: [
      "POST /users/{username}/attestations/delete-request"
    ],
    deleteAttestationsById: [
      "DELETE /users/{username}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /users/{username}/attestations/digest/{subject_digest}"
    ],
    deleteEmailForAuthenticated: [
      "DELETE /user/emails",
      {},
      { renamed: ["users", "deleteEmailForAuthenticatedUser"] }
    ],
    deleteEmailForAuthenticatedUser: ["DELETE /user/emails"],
    deleteGpgKeyForAuthenticated: [
      "DELETE /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "deleteGpgKeyForAuthenticatedUser"] }
    ],
    deleteGpgKeyForAuthenticatedUser: ["DELETE /user/gpg_keys/{gpg_key_id}"],
    deletePublicSshKeyForAuthenticated: [
      "DELETE /user/keys/{key_id}",
      {},
      { renamed: ["users", "deletePublicSshKeyForAuthenticatedUser"] }
    ],
    deletePublicSshKeyForAuthenticatedUser: ["DELETE /user/keys/{key_id}"],
    deleteSocialAccountForAuthenticatedUser: ["DELETE /user/social_accounts"],
    deleteSshSigningKeyForAuthenticatedUser: [
      "DELETE /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    follow: ["PUT /user/following/{username}"],
    getAuthenticated: ["GET /user"],
    getById: ["GET /user/{account_id}"],
    getByUsername: ["GET /users/{username}"],
    getContextForUser: ["GET /users/{username}/hovercard"],
    getGpgKeyForAuthenticated: [
      "GET /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "getGpgKeyForAuthenticatedUser"] }
    ],
    getGpgKeyForAuthenticatedUser: ["GET /user/gpg_keys/{gpg_key_id}"],
    getPublicSshKeyForAuthenticated: [
      "GET /user/keys/{key_id}",
      {},
      { renamed: ["users", "getPublicSshKeyForAuthenticatedUser"] }
    ],
    getPublicSshKeyForAuthenticatedUser: ["GET /user/keys/{key_id}"],
    getSshSigningKeyForAuthenticatedUser: [
      "GET /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    list: ["GET /users"],
    listAttestations: ["GET /users/{username}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /users/{username}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedByAuthenticated: [
      "GET /user/blocks",
      {},
      { renamed: ["users", "listBlockedByAuthenticatedUser"] }
    ],
    listBlockedByAuthenticatedUser: ["GET /user/blocks"],
    listEmailsForAuthenticated: [
      "GET /user/emails",
      {},
      { renamed: ["users", "listEmailsForAuthenticatedUser"] }
    ],
    listEmailsForAuthenticatedUser: ["GET /user/emails"],
    listFollowedByAuthenticated: [
      "GET /user/following",
      {},
      { renamed: ["users", "listFollowedByAuthenticatedUser"] }
    ],
    listFollowedByAuthenticatedUser: ["GET /user/following"],
    listFollowersForAuthenticatedUser: ["GET /user/followers"],
    listFollowersForUser: ["GET /users/{username}/followers"],
    listFollowingForUser: ["GET /users/{username}/following"],
    listGpgKeysForAuthenticated: [
      "GET /user/gpg_keys",
      {},
      { renamed: ["users", "listGpgKeysForAuthenticatedUser"] }
    ],
    listGpgKeysForAuthenticatedUser: ["GET /user/gpg_keys"],
    listGpgKeysForUser: ["GET /users/{username}/gpg_keys"],
    listPublicEmailsForAuthenticated: [
      "GET /user/public_emails",
      {},
      { renamed: ["users", "listPublicEmailsForAuthenticatedUser"] }
    ],
    listPublicEmailsForAuthenticatedUser: ["GET /user/public_emails"],
    listPublicKeysForUser: ["GET /users/{username}/keys"],
    listPublicSshKeysForAuthenticated: [
      "GET /user/keys",
      {},
      { renamed: ["users", "listPublicSshKeysForAuthenticatedUser"] }
    ],
    listPublicSshKeysForAuthenticatedUser: ["GET /user/keys"],
    listSocialAccountsForAuthenticatedUser: ["GET /user/social_accounts"],
    listSocialAccountsForUser: ["GET /users/{username}/social_accounts"],
    listSshSigningKeysForAuthenticatedUser: ["GET /user/ssh_signing_keys"],
    listSshSigningKeysForUser: ["GET /users/{username}/ssh_signing_keys"],
    setPrimaryEmailVisibilityForAuthenticated: [
      "PATCH /user/email/visibility",
      {},
      { renamed: ["users", "setPrimaryEmailVisibilityForAuthenticatedUser"] }
    ],
    setPrimaryEmailVisibilityForAuthenticatedUser: [
      "PATCH /user/email/visibility"
    ],
    unblock: ["DELETE /user/blocks/{username}"],
    unfollow: ["DELETE /user/following/{username}"],
    updateAuthenticated: ["PATCH /user"]
  }
};
var endpoints_default = Endpoints;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/endpoints-to-methods.js
var endpointMethodsMap = /* @__PURE__ */ new Map();
for (const [scope, endpoints] of Object.entries(endpoints_default)) {
  for (const [methodName, endpoint2] of Object.entries(endpoints)) {
    const [route, defaults, decorations] = endpoint2;
    const [method, url] = route.split(/ /);
    const endpointDefaults = Object.assign(
      {
        method,
        url
      },
      defaults
    );
    if (!endpointMethodsMap.has(scope)) {
      endpointMethodsMap.set(scope, /* @__PURE__ */ new Map());
    }
    endpointMethodsMap.get(scope).set(methodName, {
      scope,
      methodName,
      endpointDefaults,
      decorations
    });
  }
}
var handler = {
  has({ scope }, methodName) {
    return endpointMethodsMap.get(scope).has(methodName);
  },
  getOwnPropertyDescriptor(target, methodName) {
    return {
      value: this.get(target, methodName),
      // ensures method is in the cache
      configurable: true,
      writable: true,
      enumerable: true
    };
  },
  defineProperty(target, methodName, descriptor) {
    Object.defineProperty(target.cache, methodName, descriptor);
    return true;
  },
  deleteProperty(target, methodName) {
    delete target.cache[methodName];
    return true;
  },
  ownKeys({ scope }) {
    return [...endpointMethodsMap.get(scope).keys()];
  },
  set(target, methodName, value) {
    return target.cache[methodName] = value;
  },
  get({ octokit, scope, cache }, methodName) {
    if (cache[methodName]) {
      return cache[methodName];
    }
    const method = endpointMethodsMap.get(scope).get(methodName);
    if (!method) {
      return void 0;
    }
    const { endpointDefaults, decorations } = method;
    if (decorations) {
      cache[methodName] = decorate(
        octokit,
        scope,
        methodName,
        endpointDefaults,
        decorations
      );
    } else {
      cache[methodName] = octokit.request.defaults(endpointDefaults);
    }
    return cache[methodName];
  }
};
function endpointsToMethods(octokit) {
  const newMethods = {};
  for (const scope of endpointMethodsMap.keys()) {
    newMethods[scope] = new Proxy({ octokit, scope, cache: {} }, handler);
  }
  return newMethods;
}
function decorate(octokit, scope, methodName, defaults, decorations) {
  const requestWithDefaults = octokit.request.defaults(defaults);
  function withDecorations(...args) {
    let options2 = requestWithDefaults.endpoint.merge(...args);
    if (decorations.mapToData) {
      options2 = Object.assign({}, options2, {
        data: options2[decorations.mapToData],
        [decorations.mapToData]: void 0
      });
      return requestWithDefaults(options2);
    }
    if (decorations.renamed) {
      const [newScope, newMethodName] = decorations.renamed;
      octokit.log.warn(
        `octokit.${scope}.${methodName}() has been renamed to octokit.${newScope}.${newMethodName}()`
      );
    }
    if (decorations.deprecated) {
      octokit.log.warn(decorations.deprecated);
    }
    if (decorations.renamedParameters) {
      const options22 = requestWithDefaults.endpoint.merge(...args);
      for (const [name, alias] of Object.entries(
        decorations.renamedParameters
      )) {
        if (name in options22) {
          octokit.log.warn(
            `"${name}" parameter is deprecated for "octokit.${scope}.${methodName}()". Use "${alias}" instead`
          );
          if (!(alias in options22)) {
            options22[alias] = options22[name];
          }
          delete options22[name];
        }
      }
      return requestWithDefaults(options22);
    }
    return requestWithDefaults(...args);
  }
  return Object.assign(withDecorations, requestWithDefaults);
}

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js
function restEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    rest: api
  };
}
restEndpointMethods.VERSION = VERSION8;
function legacyRestEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    ...api,
    rest: api
  };
}
legacyRestEndpointMethods.VERSION = VERSION8;

// node_modules/@octokit/rest/dist-src/version.js
var VERSION9 = "22.0.1";

// node_modules/@octokit/rest/dist-src/index.js
var Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION9}`
  }
);

// node_modules/@octokit/plugin-retry/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);
var VERSION10 = "0.0.0-development";
function isRequestError(error) {
  return error.request !== void 0;
}
async function errorRequest(state, octokit, error, options2) {
  if (!isRequestError(error) || !error?.request.request) {
    throw error;
  }
  if (error.status >= 400 && !state.doNotRetry.includes(error.status)) {
    const retries = options2.request.retries != null ? options2.request.retries : state.retries;
    const retryAfter = Math.pow((options2.request.retryCount || 0) + 1, 2);
    throw octokit.retry.retryRequest(error, retries, retryAfter);
  }
  throw error;
}
async function wrapRequest(state, octokit, request2, options2) {
  const limiter = new import_light.default();
  limiter.on("failed", function(error, info) {
    const maxRetries = ~~error.request.request?.retries;
    const after = ~~error.request.request?.retryAfter;
    options2.request.retryCount = info.retryCount + 1;
    if (maxRetries > info.retryCount) {
      return after * state.retryAfterBaseValue;
    }
  });
  return limiter.schedule(
    requestWithGraphqlErrorHandling.bind(null, state, octokit, request2),
    options2
  );
}
async function requestWithGraphqlErrorHandling(state, octokit, request2, options2) {
  const response = await request2(options2);
  if (response.data && response.data.errors && response.data.errors.length > 0 && /Something went wrong while executing your query/.test(
    response.data.errors[0].message
  )) {
    const error = new RequestError(response.data.errors[0].message, 500, {
      request: options2,
      response
    });
    return errorRequest(state, octokit, error, options2);
  }
  return response;
}
function retry(octokit, octokitOptions) {
  const state = Object.assign(
    {
      enabled: true,
      retryAfterBaseValue: 1e3,
      doNotRetry: [400, 401, 403, 404, 410, 422, 451],
      retries: 3
    },
    octokitOptions.retry
  );
  const retryPlugin = {
    retry: {
      retryRequest: (error, retries, retryAfter) => {
        error.request.request = Object.assign({}, error.request.request, {
          retries,
          retryAfter
        });
        return error;
      }
    }
  };
  if (state.enabled) {
    octokit.hook.error("request", errorRequest.bind(null, state, retryPlugin));
    octokit.hook.wrap("request", wrapRequest.bind(null, state, retryPlugin));
  }
  return retryPlugin;
}
retry.VERSION = VERSION10;

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light2 = __toESM(require_light(), 1);
var VERSION11 = "0.0.0-development";
var noop3 = () => Promise.resolve();
function wrapRequest2(state, request2, options2) {
  return state.retryLimiter.schedule(doRequest, state, request2, options2);
}
async function doRequest(state, request2, options2) {
  const { pathname } = new URL(options2.url, "http://github.test");
  const isAuth = isAuthRequest(options2.method, pathname);
  const isWrite = !isAuth && options2.method !== "GET" && options2.method !== "HEAD";
  const isSearch = options2.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request2.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop3);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop3);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop3);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request2, options2);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path2) => path2.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck3, common) {
  groups.global = new Bottleneck3.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck3.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck3.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck3.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck3.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck: Bottleneck3 = import_light2.default,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck3, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck3();
    const events = {};
    const emitter = new Bottleneck3.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request2, options2] = info.args;
      const { pathname } = new URL(options2.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request2.retryCount;
      request2.retryCount = retryCount;
      options2.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options2,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options2,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request2.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request2, options2) => {
    initializeBottleneck();
    return wrapRequest2(state, request2, options2);
  });
  return {};
}
throttling.VERSION = VERSION11;
throttling.triggersNotification = triggersNotification;

// src/github/client.ts
var import_bottleneck = __toESM(require_lib(), 1);
import { isIPv4 } from "node:net";

// src/github/cacheableEndpoints.ts
function fits(value, type) {
  if (value === void 0) return type.endsWith("?");
  if (value === null) return type.includes("|null");
  return typeof value === type.replace(/\|null|\?/g, "");
}
function record(fields) {
  return (data) => {
    if (typeof data !== "object" || data === null || Array.isArray(data)) return void 0;
    const kept = {};
    for (const [name, type] of Object.entries(fields)) {
      const value = data[name];
      if (!fits(value, type)) return void 0;
      if (value !== void 0) kept[name] = value;
    }
    return kept;
  };
}
function listOf(item) {
  return (data) => {
    if (!Array.isArray(data)) return void 0;
    const kept = data.map(item);
    return kept.includes(void 0) ? void 0 : kept;
  };
}
function oneOf(...projections) {
  return (data) => {
    for (const project of projections) {
      const kept = project(data);
      if (kept !== void 0) return kept;
    }
    return void 0;
  };
}
var text2 = (data) => typeof data === "string" ? data : void 0;
var release = record({
  tag_name: "string",
  name: "string|null?",
  draft: "boolean?",
  prerelease: "boolean?",
  published_at: "string|null?",
  created_at: "string|null?",
  html_url: "string?"
});
var contents = oneOf(
  text2,
  listOf(record({ name: "string", type: "string", path: "string" })),
  record({ name: "string", type: "string", path: "string", content: "string", encoding: "string" })
);
var commit = (data) => {
  const top = record({ sha: "string" })(data);
  if (!top) return void 0;
  const details = data.commit;
  const committer = typeof details === "object" && details !== null ? details.committer : void 0;
  const kept = record({ date: "string|null?" })(committer);
  return kept?.date !== void 0 ? { sha: top.sha, commit: { committer: { date: kept.date } } } : top;
};
function nested(data, name, fields, nullable = false) {
  const value = typeof data === "object" && data !== null ? data[name] : void 0;
  return value === null && nullable ? null : record(fields)(value);
}
var pullRequest = (data) => {
  const top = record({
    number: "number",
    title: "string",
    html_url: "string",
    state: "string",
    draft: "boolean?",
    created_at: "string",
    merged_at: "string|null?",
    changed_files: "number?"
  })(data);
  const user = nested(data, "user", { login: "string" }, true);
  const base = nested(data, "base", { ref: "string" });
  const head = nested(data, "head", { sha: "string" });
  const labels2 = listOf(record({ name: "string" }))(data?.labels ?? []);
  if (!top || user === void 0 || !base || !head || !labels2) return void 0;
  return { ...top, user, base, head, labels: labels2 };
};
var changedFile = record({ filename: "string", status: "string", patch: "string?", previous_filename: "string?" });
var CACHEABLE = [
  {
    name: "releases",
    routes: ["/repos/{owner}/{repo}/releases", "/repositories/{id}/releases"],
    project: listOf(release)
  },
  { name: "contents", routes: ["/repos/{owner}/{repo}/contents/{path+}"], project: contents },
  {
    // The history of a file (channel.yaml as it stood on a day) and a ref's commit, as its sha (the sha media type).
    name: "commits",
    routes: ["/repos/{owner}/{repo}/commits", "/repositories/{id}/commits", "/repos/{owner}/{repo}/commits/{ref}"],
    project: oneOf(text2, listOf(commit), commit)
  },
  { name: "pull", routes: ["/repos/{owner}/{repo}/pulls/{number}"], project: pullRequest },
  {
    name: "pull files",
    routes: ["/repos/{owner}/{repo}/pulls/{number}/files", "/repositories/{id}/pulls/{number}/files"],
    project: listOf(changedFile)
  }
];
var matchers = CACHEABLE.flatMap(
  (endpoint2) => endpoint2.routes.map((route) => ({
    pattern: new RegExp(
      `^(?:/api/v3)?${route.replace(/\{\w+\+\}/g, ".+").replace(/\{number\}/g, "\\d+").replace(/\{\w+\}/g, "[^/]+")}$`
    ),
    endpoint: endpoint2
  }))
);
function cacheableEndpoint(url) {
  let pathname;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return void 0;
  }
  return matchers.find((matcher) => matcher.pattern.test(pathname))?.endpoint;
}

// src/github/responseCache.ts
var MAX_ENTRY_BYTES = 4 * 1024 * 1024;
var MAX_FILE_BYTES = 16 * 1024 * 1024;
var MiB = (bytes) => `${Math.round(bytes / 1024 / 1024 * 10) / 10} MiB`;
var jsonBytes = (value) => Buffer.byteLength(JSON.stringify(value) ?? "");
function keyUrl(key2) {
  return key2.split(" ", 1)[0] ?? "";
}
function linksStayOn(link, url) {
  const own = new URL(url);
  const endpoint2 = cacheableEndpoint(url)?.name;
  const page = (target) => Number(target.searchParams.get("page") ?? "1");
  for (const [, target] of link.matchAll(/<([^<>]*)>/g)) {
    let linked;
    try {
      linked = new URL(target ?? "");
    } catch {
      return false;
    }
    if (linked.origin !== own.origin || cacheableEndpoint(linked.href)?.name !== endpoint2) return false;
  }
  const next = /<([^<>]+)>;\s*rel="next"/.exec(link)?.[1];
  return next === void 0 || page(new URL(next)) > page(own);
}
function restoredFileTooLarge(bytes) {
  if (bytes <= MAX_FILE_BYTES) return void 0;
  return `The restored request cache is ${MiB(bytes)}, over the ${MiB(MAX_FILE_BYTES)} it may take; dropped, this run makes full requests.`;
}
function restoredEntry(key2, value) {
  const url = keyUrl(key2);
  const project = cacheableEndpoint(url)?.project;
  if (!project) return "endpoint";
  if (jsonBytes(value) > MAX_ENTRY_BYTES) return "size";
  if (typeof value !== "object" || value === null) return "shape";
  const { etag, link, data } = value;
  if (typeof etag !== "string" || link !== void 0 && (typeof link !== "string" || !linksStayOn(link, url)))
    return "shape";
  const kept = project(data);
  if (kept === void 0) return "shape";
  return { etag, data: kept, ...typeof link === "string" ? { link } : {} };
}
function droppedLine(refused, total) {
  const parts = [];
  const [example] = refused.endpoint;
  if (example !== void 0) {
    let path2 = keyUrl(example);
    try {
      path2 = new URL(path2).pathname;
    } catch {
    }
    parts.push(`${refused.endpoint.length} of an endpoint never cached (such as GET ${path2.slice(0, 80)})`);
  }
  if (refused.size.length) parts.push(`${refused.size.length} over the ${MiB(MAX_ENTRY_BYTES)} an entry may take`);
  if (refused.shape.length) parts.push(`${refused.shape.length} not in the shape of its endpoint's answer`);
  const count2 = refused.endpoint.length + refused.size.length + refused.shape.length;
  return `Dropped ${count2} of the ${total} entries of the restored request cache: ${parts.join("; ")}. They are requested in full.`;
}
var ResponseCache = class _ResponseCache {
  entries;
  /** Keys read or written in this run: only those are saved, so the file never grows stale. */
  used = /* @__PURE__ */ new Set();
  changed = false;
  stats = { revalidated: 0, fetched: 0 };
  constructor(entries = /* @__PURE__ */ new Map()) {
    this.entries = entries;
  }
  /**
   * Reads a saved cache, keeping only entries of a cacheable endpoint, within
   * the size bounds and of their endpoint's shape; `warn` gets one line for
   * what was dropped. Anything unreadable is an empty cache (it only costs requests).
   */
  static parse(text3, warn = () => void 0) {
    if (text3 === void 0) return new _ResponseCache();
    const tooLarge = restoredFileTooLarge(Buffer.byteLength(text3));
    if (tooLarge) {
      warn(tooLarge);
      return new _ResponseCache();
    }
    let file;
    try {
      file = JSON.parse(text3);
    } catch {
      file = void 0;
    }
    const entries = typeof file === "object" && file !== null && "version" in file && file.version === 2 && "entries" in file ? file.entries : void 0;
    if (typeof entries !== "object" || entries === null || Array.isArray(entries)) {
      warn("The restored request cache is not a request cache of this version; dropped, this run makes full requests.");
      return new _ResponseCache();
    }
    const kept = /* @__PURE__ */ new Map();
    const refused = { endpoint: [], size: [], shape: [] };
    const all = Object.entries(entries);
    for (const [key2, value] of all) {
      const entry = restoredEntry(key2, value);
      if (typeof entry === "string") refused[entry].push(key2);
      else kept.set(key2, entry);
    }
    if (kept.size < all.length) warn(droppedLine(refused, all.length));
    return new _ResponseCache(kept);
  }
  /** True when this run learnt something a later run can use, or dropped what it no longer needs. */
  get dirty() {
    return this.changed || this.used.size !== this.entries.size;
  }
  /** The entries this run used, as long as they fit in MAX_FILE_BYTES: the file always passes parse(). */
  serialize() {
    const entries = {};
    let room = MAX_FILE_BYTES - 64;
    for (const key2 of this.used) {
      const entry = this.entries.get(key2);
      if (!entry) continue;
      const bytes = jsonBytes(key2) + jsonBytes(entry) + 2;
      if (bytes > room) continue;
      room -= bytes;
      entries[key2] = entry;
    }
    const file = { version: 2, entries };
    return JSON.stringify(file);
  }
  lookup(key2) {
    const entry = this.entries.get(key2);
    if (entry) this.used.add(key2);
    return entry;
  }
  /** Keeps a fresh answer; one over MAX_ENTRY_BYTES is not kept, and whatever was kept under its key goes. */
  store(key2, entry) {
    this.changed = true;
    if (jsonBytes(entry) > MAX_ENTRY_BYTES) {
      this.entries.delete(key2);
      this.used.delete(key2);
      return;
    }
    this.entries.set(key2, entry);
    this.used.add(key2);
  }
};
function headerValue(headers, name) {
  const value = headers?.[name];
  return typeof value === "string" ? value : void 0;
}
function statusOf(error) {
  return typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : void 0;
}
function useResponseCache(octokit, cache) {
  octokit.hook.wrap("request", async (request2, options2) => {
    if (options2.method !== "GET") return request2(options2);
    const parsed = octokit.request.endpoint.parse(options2);
    const project = cacheableEndpoint(parsed.url)?.project;
    if (!project) return request2(options2);
    const key2 = `${parsed.url} ${headerValue(parsed.headers, "accept") ?? ""}`;
    const entry = cache?.lookup(key2);
    if (entry) options2.headers = { ...options2.headers, "if-none-match": entry.etag };
    try {
      const response = await request2(options2);
      const data = project(response.data);
      const headers = response.headers;
      const etag = headerValue(headers, "etag");
      const link = headerValue(headers, "link");
      if (cache) {
        cache.stats.fetched += 1;
        if (data !== void 0 && etag && response.status === 200)
          cache.store(key2, { etag, data, ...link ? { link } : {} });
      }
      return data === void 0 ? response : { ...response, data };
    } catch (error) {
      if (statusOf(error) !== 304 || !entry || !cache) throw error;
      cache.stats.revalidated += 1;
      return {
        status: 200,
        url: parsed.url,
        headers: { etag: entry.etag, ...entry.link ? { link: entry.link } : {} },
        data: entry.data
      };
    }
  });
}

// src/github/client.ts
var GuardOctokit = Octokit2.plugin(throttling, retry);
var NOT_RETRIED = [400, 401, 403, 404, 410, 422, 429, 451];
var TEST_WRITE_SPACING_VARIABLE = "K3S_RELEASE_GUARD_TEST_WRITE_SPACING_MS";
function testWriteSpacing(env) {
  const text3 = env[TEST_WRITE_SPACING_VARIABLE]?.trim();
  return text3 && /^\d+$/.test(text3) ? Number(text3) : void 0;
}
function isLoopbackApi(baseUrl) {
  let host;
  try {
    host = new URL(baseUrl).hostname;
  } catch {
    return false;
  }
  return host === "[::1]" || isIPv4(host) && host.startsWith("127.");
}
function createGitHubClient(options2 = {}) {
  const maxWait = options2.maxRateLimitWaitSeconds ?? 60;
  const retries = options2.retries ?? 3;
  const log = options2.log ?? (() => void 0);
  const baseUrl = (options2.baseUrl ?? process.env.GITHUB_API_URL ?? "https://api.github.com").replace(/\/+$/, "");
  const waits = githubWaits(baseUrl, options2, log);
  const octokit = new GuardOctokit({
    auth: options2.token || void 0,
    baseUrl,
    userAgent: "k3s-release-guard",
    // Octokit logs every 4xx as a warning; 404s are expected answers here.
    log: { debug: () => void 0, info: () => void 0, warn: () => void 0, error: () => void 0 },
    retry: {
      retries,
      doNotRetry: NOT_RETRIED,
      ...options2.retryAfterBaseMs !== void 0 ? { retryAfterBaseValue: options2.retryAfterBaseMs } : {}
    },
    throttle: {
      ...waits.writeSpacingMs !== void 0 ? writeGroups(waits.writeSpacingMs) : {},
      ...waits.rateLimitSecondMs !== void 0 ? { retryAfterBaseValue: waits.rateLimitSecondMs } : {},
      onRateLimit: (retryAfter, requestOptions, _octokit, retryCount) => {
        const call = `${requestOptions.method} ${requestOptions.url}`;
        if (retryCount < 2 && retryAfter <= maxWait) {
          log(`Rate limit reached on ${call}; retrying in ${retryAfter} s.`);
          return true;
        }
        log(`Rate limit reached on ${call}; reset in ${retryAfter} s, more than the ${maxWait} s this run waits.`);
        return false;
      },
      onSecondaryRateLimit: (retryAfter, requestOptions, _octokit, retryCount) => {
        const call = `${requestOptions.method} ${requestOptions.url}`;
        if (retryCount < 2 && retryAfter <= maxWait) {
          log(`Secondary rate limit on ${call}; retrying in ${retryAfter} s.`);
          return true;
        }
        return false;
      }
    }
  });
  useResponseCache(octokit, options2.cache);
  useTransport(octokit, {
    readTimeoutMs: options2.readTimeoutMs ?? 1e4,
    retries,
    retriedStatus: (status2) => status2 >= 400 && !NOT_RETRIED.includes(status2),
    log
  });
  octokit.hook.error("request", (error) => {
    const described = rateLimitDescription(error, maxWait);
    if (described && error instanceof Error) error.message = described;
    throw error;
  });
  return octokit;
}
function header(headers, name) {
  if (typeof headers !== "object" || headers === null) return void 0;
  const value = headers[name];
  return typeof value === "string" || typeof value === "number" ? String(value) : void 0;
}
function rateLimitDescription(error, maxWaitSeconds, now = Date.now()) {
  if (typeof error !== "object" || error === null) return void 0;
  const { status: status2, request: request2, response, message: message3 } = error;
  if (status2 !== 403 && status2 !== 429) return void 0;
  const headers = response?.headers;
  const remaining = header(headers, "x-ratelimit-remaining");
  const retryAfter = Number(header(headers, "retry-after"));
  const secondary = /secondary rate/i.test(String(message3));
  let wait;
  if (Number.isFinite(retryAfter) && header(headers, "retry-after") !== void 0) wait = retryAfter;
  else if (remaining === "0") {
    const reset = Number(header(headers, "x-ratelimit-reset"));
    if (Number.isFinite(reset)) wait = Math.max(Math.ceil(reset - now / 1e3), 0);
  }
  if (wait === void 0 && remaining !== "0" && !secondary) return void 0;
  const call = `${request2?.method ?? "request"} ${request2?.url ? new URL(request2.url, "http://api.invalid").pathname : ""}`.trim();
  const kind = secondary ? "secondary rate limit" : "rate limit";
  const until = wait === void 0 ? "GitHub did not say when it lifts" : `it lifts in ${wait} s (at ${new Date(now + wait * 1e3).toISOString().replace(/\.\d{3}Z$/, "Z")})`;
  const why = wait !== void 0 && wait > maxWaitSeconds ? `, more than the ${maxWaitSeconds} s this run waits` : "; it outlasted the retries";
  return `GitHub API ${kind} hit on ${call} (HTTP ${status2}): ${until}${why}.`;
}
function githubWaits(baseUrl, options2, log) {
  const { writeSpacingMs, rateLimitSecondMs } = options2;
  if (isLoopbackApi(baseUrl)) return { writeSpacingMs, rateLimitSecondMs };
  if (writeSpacingMs !== void 0 || rateLimitSecondMs !== void 0)
    log(
      `Shortened waits (write spacing, rate limits) are honoured only against a loopback API; ${baseUrl} gets GitHub's.`
    );
  return {};
}
function writeGroups(minTime) {
  return {
    write: new import_bottleneck.default.Group({ maxConcurrent: 1, minTime }),
    notifications: new import_bottleneck.default.Group({ maxConcurrent: 1, minTime })
  };
}

// src/domain/optionWords.ts
var ACTION_WORDS = {
  option: (name) => `input ${name}`,
  set: (name) => `Set the input ${name}`,
  dates: "date inputs",
  readBranch: (branch) => `Give the action a token or a checkout of ${branch}`
};
function sentence(text3) {
  return text3.charAt(0).toUpperCase() + text3.slice(1);
}

// src/calendar/knownReleases.ts
var EOL_DATE = "endoflife.date products/nixos.md";
var eol = (day) => ({ day, source: EOL_DATE });
var KNOWN_RELEASES = [
  { name: "20.09", source: EOL_DATE, release: "2020-10-27", endOfSupport: "2021-06-30" },
  { name: "21.05", source: EOL_DATE, release: "2021-05-31", endOfSupport: "2021-12-31" },
  { name: "21.11", source: EOL_DATE, release: "2021-11-30", endOfSupport: "2022-06-30" },
  {
    name: "22.05",
    source: "NixOS/nixpkgs#165792 (release schedule)",
    featureFreeze: "2022-05-01",
    branchOff: "2022-05-22",
    release: eol("2022-05-30"),
    endOfSupport: eol("2022-12-31")
  },
  {
    name: "22.11",
    source: "NixOS/nixpkgs#194208 (feature freeze)",
    featureFreeze: "2022-10-31",
    branchOff: { day: "2022-11-21", source: "NixOS/nixpkgs#199919 (zero hydra failures)" },
    release: eol("2022-11-30"),
    endOfSupport: eol("2023-06-30")
  },
  {
    name: "23.05",
    source: "NixOS/nixpkgs#223562 (release schedule)",
    featureFreeze: "2023-05-01",
    // NixOS/infra#250 added the 23.05 beta channels the same day.
    branchOff: "2023-05-22",
    release: "2023-05-31",
    endOfSupport: eol("2023-12-31")
  },
  {
    name: "23.11",
    source: "NixOS/nixpkgs#258640 (release schedule)",
    featureFreeze: "2023-10-30",
    // Confirmed by the zero hydra failures issue, NixOS/nixpkgs#265948.
    branchOff: "2023-11-20",
    release: "2023-11-29",
    endOfSupport: eol("2024-06-30")
  },
  {
    name: "24.05",
    source: "NixOS/nixpkgs#309482 (zero hydra failures)",
    featureFreeze: { day: "2024-05-01", source: "NixOS/nixpkgs#303286 (feature freeze)" },
    branchOff: "2024-05-22",
    release: "2024-05-31",
    endOfSupport: eol("2024-12-31")
  },
  {
    name: "24.11",
    source: "NixOS/nixpkgs#339153 (release schedule)",
    featureFreeze: "2024-10-25",
    // The release managers announced it done that day in NixOS/nixpkgs#352882.
    branchOff: "2024-11-14",
    release: "2024-11-30",
    endOfSupport: eol("2025-06-30")
  },
  {
    name: "25.05",
    source: "NixOS/nixpkgs#390768 (release schedule)",
    featureFreeze: { day: "2025-04-23", source: "NixOS/nixpkgs#393359 (feature freeze)" },
    // "25.05 is now branched off", a release manager's comment of that day.
    branchOff: "2025-05-16",
    release: eol("2025-05-23"),
    endOfSupport: eol("2025-12-31")
  },
  {
    name: "25.11",
    source: "NixOS/nixpkgs#443568 (release schedule)",
    // Moved from 2025-10-18 by the release managers on 2025-10-04.
    featureFreeze: { day: "2025-10-25", source: "NixOS/nixpkgs#444721 (feature freeze)" },
    // Branch-off: not read from a source yet (the beta channels came on 2025-11-24, NixOS/infra#902).
    release: "2025-11-30",
    endOfSupport: eol("2026-06-30")
  },
  {
    name: "26.05",
    source: "NixOS/nixpkgs#516381 (zero hydra failures; schedule NixOS/nixpkgs#503391)",
    // Feature freeze: not read from a source yet.
    // Both moved: branch-off from 2026-05-18 (NixOS/infra#1051 added the beta channels on the 24th), release from 2026-05-25.
    branchOff: "2026-05-24",
    release: "2026-05-30",
    endOfSupport: { day: "2026-12-31", source: "endoflife-date/endoflife.date#10180 (by the 26.05 release manager)" }
  }
  // 26.11: no schedule on record; the calendar estimates it.
];

// src/calendar/releaseCalendar.ts
var CADENCE = {
  branchOffDaysBeforeRelease: 10,
  featureFreezeDaysBeforeBranchOff: 21
};
var SOURCE_ESTIMATED = "estimated from the usual cadence";
var FEATURE_FREEZE_WINDOW_DAYS = 14;
var MAX_DAYS_FROM_RELEASE = 92;
var RELEASE_NAME = /^(\d{2})\.(\d{2})$/;
var DateInputError = class extends Error {
  constructor(message3) {
    super(message3);
    this.name = "DateInputError";
  }
};
function parseReleaseName(name) {
  const match = RELEASE_NAME.exec(name);
  if (!match) throw new Error(`"${name}" is not a NixOS release name (YY.MM, e.g. 24.05).`);
  return { year: 2e3 + Number(match[1]), month: Number(match[2]) };
}
function releaseNameAfter(name) {
  const { year, month } = parseReleaseName(name);
  const next = month === 5 ? { year, month: 11 } : { year: year + 1, month: 5 };
  return `${next.year - 2e3}.${String(next.month).padStart(2, "0")}`;
}
function usualReleaseDay(name) {
  const { year, month } = parseReleaseName(name);
  return new Date(Date.UTC(year, month, 0));
}
function compareReleaseNames(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
var notBefore = (day, bound) => bound === void 0 ? day : new Date(Math.max(day.getTime(), bound.getTime()));
var estimated = (date) => ({ date, estimated: true, source: SOURCE_ESTIMATED });
function recordedDates(entry) {
  const fact = (recorded) => {
    if (recorded === void 0) return void 0;
    const { day, source } = typeof recorded === "string" ? { day: recorded, source: entry.source } : recorded;
    return { date: parseDay(day), estimated: false, source };
  };
  return {
    featureFreeze: fact(entry.featureFreeze),
    branchOff: fact(entry.branchOff),
    release: fact(entry.release),
    endOfSupport: fact(entry.endOfSupport)
  };
}
function completeRelease(name, dates, nextReleaseDay) {
  const release2 = dates.release ?? estimated(notBefore(notBefore(usualReleaseDay(name), dates.branchOff?.date), dates.featureFreeze?.date));
  const branchOff = dates.branchOff ?? estimated(notBefore(addDays(release2.date, -CADENCE.branchOffDaysBeforeRelease), dates.featureFreeze?.date));
  const featureFreeze = dates.featureFreeze ?? estimated(addDays(branchOff.date, -CADENCE.featureFreezeDaysBeforeBranchOff));
  const endOfSupport = dates.endOfSupport ?? estimated(new Date(Date.UTC(nextReleaseDay.getUTCFullYear(), nextReleaseDay.getUTCMonth() + 2, 0)));
  return { name, featureFreeze, branchOff, release: release2, endOfSupport };
}
function assemble(names, known) {
  return names.map((name) => {
    const nextName = releaseNameAfter(name);
    const nextDay = known.get(nextName)?.release?.date ?? usualReleaseDay(nextName);
    return completeRelease(name, known.get(name) ?? {}, nextDay);
  });
}
function dateInputs(overrides, words) {
  const given = [
    ["featureFreeze", "feature-freeze-date", overrides.featureFreeze],
    ["branchOff", "branch-off-date", overrides.branchOff],
    ["release", "release-date", overrides.releaseDate]
  ];
  return given.flatMap(
    ([field, input, day]) => day === void 0 ? [] : [{ field, input: words.option(input), day: dayOf(day) }]
  );
}
function buildReleaseCalendar(options2) {
  const today = dayOf(options2.now);
  const horizon = options2.horizon ?? 2;
  const named = options2.overrides?.release;
  const words = options2.words ?? ACTION_WORDS;
  const inputs = dateInputs(options2.overrides ?? {}, words);
  const known = new Map(KNOWN_RELEASES.map((entry) => [entry.name, recordedDates(entry)]));
  const names = KNOWN_RELEASES.map((entry) => entry.name);
  if (named !== void 0) {
    parseReleaseName(named);
    if (compareReleaseNames(named, names[0]) < 0) {
      throw new Error(`Release ${named} is older than the calendar (it starts at ${names[0]}).`);
    }
  }
  const lastInput = Math.max(...inputs.map((i) => i.day.getTime()));
  const needsMore = (releases) => releases.filter((r) => r.release.date.getTime() > today.getTime()).length < horizon || named !== void 0 && compareReleaseNames(releases.at(-1).name, named) < 0 || releases.at(-1).release.date.getTime() < lastInput;
  const extend = () => {
    while (needsMore(assemble(names, known))) names.push(releaseNameAfter(names.at(-1)));
  };
  extend();
  if (named !== void 0 && !names.includes(named)) {
    throw new Error(`Release ${named} is not a NixOS release name (releases are YY.05 and YY.11).`);
  }
  if (inputs.length > 0) {
    const target = named ?? releaseOfInputs(assemble(names, known), inputs, words);
    const dates = known.get(target) ?? {};
    const overridden = { ...dates };
    for (const { field, input, day } of inputs) overridden[field] = { date: day, estimated: false, source: input };
    known.set(target, overridden);
    extend();
    checkOrder(
      assemble(names, known).find((r) => r.name === target),
      words
    );
  }
  return { releases: assemble(names, known) };
}
function releaseOfInputs(releases, inputs, words) {
  const owners = inputs.map((input) => {
    const distance = (r) => Math.abs(daysBetween(r.release.date, input.day));
    const nearest = releases.reduce((best, r) => distance(r) <= distance(best) ? r : best);
    if (distance(nearest) > MAX_DAYS_FROM_RELEASE) {
      throw new DateInputError(
        `${sentence(input.input)} ${formatDay(input.day)} is not near any NixOS release the calendar knows (${releases[0].name} onwards); check the date.`
      );
    }
    return { input, release: nearest.name };
  });
  const distinct = [...new Set(owners.map((o) => o.release))];
  if (distinct.length > 1) {
    const which = owners.map((o) => `${o.input.input} ${formatDay(o.input.day)} (NixOS ${o.release})`).join(", ");
    throw new DateInputError(
      `The ${words.dates} belong to different NixOS releases: ${which}. Give the dates of one release.`
    );
  }
  return distinct[0];
}
function checkOrder(release2, words) {
  const steps = [
    ["feature freeze", release2.featureFreeze],
    ["branch-off", release2.branchOff],
    ["release", release2.release]
  ];
  const known = steps.filter(([, fact]) => !fact.estimated);
  for (let i = 1; i < known.length; i++) {
    const [earlierName, earlier] = known[i - 1];
    const [laterName, later] = known[i];
    if (earlier.date.getTime() > later.date.getTime()) {
      throw new DateInputError(
        `NixOS ${release2.name}: ${earlierName} ${formatDay(earlier.date)} (${earlier.source}) is after its ${laterName} ${formatDay(later.date)} (${later.source}); check the ${words.dates}.`
      );
    }
  }
}
function releaseByName(calendar, name) {
  return calendar.releases.find((release2) => release2.name === name);
}
function currentStable(calendar, now) {
  const today = dayOf(now).getTime();
  return calendar.releases.filter((r) => r.release.date.getTime() <= today).at(-1);
}
function lastBranched(calendar, now) {
  const today = dayOf(now).getTime();
  return calendar.releases.filter((r) => r.branchOff.date.getTime() <= today).at(-1);
}
function liveReleases(calendar, now) {
  return calendar.releases.filter((r) => {
    const phase = stablePhase(r, now);
    return phase === "pre-release" || phase === "supported";
  });
}
function upcomingRelease(calendar, now) {
  const today = dayOf(now).getTime();
  return calendar.releases.find((r) => r.release.date.getTime() > today);
}
function nextToBranchOff(calendar, now) {
  const today = dayOf(now).getTime();
  return calendar.releases.find((r) => r.branchOff.date.getTime() > today);
}
function nextRelease(calendar, release2) {
  const name = typeof release2 === "string" ? release2 : release2.name;
  const index = calendar.releases.findIndex((r) => r.name === name);
  return index < 0 ? void 0 : calendar.releases[index + 1];
}
function stablePhase(release2, now) {
  const today = dayOf(now).getTime();
  if (today < release2.branchOff.date.getTime()) return "before-branch-off";
  if (today < release2.release.date.getTime()) return "pre-release";
  if (today <= release2.endOfSupport.date.getTime()) return "supported";
  return "retired";
}
function featureFreezeWindow(release2) {
  const closes = release2.featureFreeze.date;
  return { opens: addDays(closes, -FEATURE_FREEZE_WINDOW_DAYS), closes };
}
function inFeatureFreezeWindow(release2, now) {
  const today = dayOf(now).getTime();
  const { opens, closes } = featureFreezeWindow(release2);
  return opens.getTime() <= today && today <= closes.getTime();
}
function nextFeatureFreeze(calendar, now) {
  const today = dayOf(now).getTime();
  return calendar.releases.find((r) => r.featureFreeze.date.getTime() >= today);
}
function withBranchRead(calendar, releaseName, now) {
  const today = dayOf(now);
  const upcoming = upcomingRelease(calendar, now);
  return {
    releases: calendar.releases.map((release2) => {
      const { branchOff, featureFreeze } = release2;
      if (release2 !== upcoming || release2.name !== releaseName) return release2;
      if (!branchOff.estimated || branchOff.date.getTime() <= today.getTime()) return release2;
      return {
        ...release2,
        featureFreeze: featureFreeze.date.getTime() > today.getTime() ? { ...featureFreeze, date: today } : featureFreeze,
        branchOff: { date: today, estimated: false, undated: true, source: `release-${release2.name} exists` }
      };
    })
  };
}
function describeDate(fact) {
  if (fact.undated) return "branched";
  return fact.estimated ? `${formatDay(fact.date)} (estimated)` : formatDay(fact.date);
}

// src/calendar/branch.ts
var UNSTABLE_NAMES = /* @__PURE__ */ new Set([
  "master",
  "nixos-unstable",
  "nixos-unstable-small",
  "nixpkgs-unstable",
  "staging",
  "staging-next"
]);
var STABLE_NAME = /^(?:release|nixos|nixpkgs|staging|staging-next)-(\d{2}\.\d{2})(?:-small|-darwin)?$/;
function parseBranch(name) {
  const short = name.trim().replace(/^refs\/heads\//, "");
  if (UNSTABLE_NAMES.has(short)) return { name: short, kind: "unstable" };
  const stable = STABLE_NAME.exec(short);
  if (stable) return { name: short, kind: "stable", release: stable[1] };
  return void 0;
}
function branchFromContext(context) {
  const words = context.words ?? ACTION_WORDS;
  const input = context.input?.trim();
  if (input) {
    const branch = parseBranch(input);
    if (!branch) {
      throw new Error(
        `${sentence(words.option("branch"))} "${input}" is not a nixpkgs branch this action knows: use master, nixos-unstable, nixpkgs-unstable, staging, release-YY.MM, nixos-YY.MM or nixpkgs-YY.MM.`
      );
    }
    return { branch, reason: `Branch ${branch.name} was given (${words.option("branch")}).` };
  }
  const fromBase = context.baseRef ? parseBranch(context.baseRef) : void 0;
  if (fromBase) {
    return { branch: fromBase, reason: `Branch ${fromBase.name} is the base of the pull request (GITHUB_BASE_REF).` };
  }
  const fromRef = context.ref ? parseBranch(context.ref) : void 0;
  if (fromRef) return { branch: fromRef, reason: `Branch ${fromRef.name} is the pushed ref (GITHUB_REF).` };
  const version = context.nixosVersion?.trim();
  if (version && /^\d{2}\.\d{2}$/.test(version)) return branchOfVersion(version, context);
  throw new Error(
    `Cannot tell which nixpkgs branch to audit: no pull request base or pushed branch names one, and the checkout has no readable lib/.version. ${words.set("branch")} (master or release-YY.MM).`
  );
}
function branchOfVersion(version, context) {
  const release2 = releaseByName(context.calendar, version);
  const today = dayOf(context.now).getTime();
  const calendar = context.calendar.releases;
  const newerThanCalendar = calendar.length > 0 && compareReleaseNames(version, calendar.at(-1).name) > 0;
  if (newerThanCalendar || release2 && today < release2.branchOff.date.getTime()) {
    const when = release2 ? ` (NixOS ${version} branches off on ${formatDay(release2.branchOff.date)})` : "";
    return {
      branch: { name: "master", kind: "unstable" },
      reason: `lib/.version is ${version}, a release that has not branched off yet${when}, so this is unstable (master).`
    };
  }
  return {
    branch: { name: `release-${version}`, kind: "stable", release: version },
    reason: `lib/.version is ${version}, a release that has branched off, so this is release-${version}.`
  };
}

// src/domain/text.ts
function count(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function listText(items, max = 5) {
  if (items.length <= max) return items.join(", ");
  return `${items.slice(0, max).join(", ")}, ... and ${count(items.length - max)} more`;
}

// src/gather/nixpkgs/nixSource.ts
function scanNix(text3) {
  let frame = 0;
  const outer = [];
  const strings = [];
  const comments = [];
  const n = text3.length;
  let i = 0;
  while (i < n) {
    const c = text3.charCodeAt(i);
    if (c >= 128 || SPECIAL[c] === 0) {
      i += 1;
      continue;
    }
    const next = text3.charCodeAt(i + 1);
    if (frame >= 0) {
      if (c === HASH) {
        const end = text3.indexOf("\n", i);
        let stop = end === -1 ? n : end;
        if (text3.charCodeAt(stop - 1) === CR) stop -= 1;
        comments.push(i, stop);
        i = stop;
      } else if (c === SLASH && next === STAR) {
        const end = text3.indexOf("*/", i + 2);
        const stop = end === -1 ? n : end + 2;
        comments.push(i, stop);
        i = stop;
      } else if (c === QUOTE || c === APOSTROPHE && next === APOSTROPHE) {
        if (outer.length === 0) strings.push(i);
        outer.push(frame);
        frame = c === QUOTE ? STRING : INDENTED;
        i += c === QUOTE ? 1 : 2;
      } else if (c === OPEN) {
        frame += 1;
        i += 1;
      } else if (c === CLOSE) {
        if (frame > 0) frame -= 1;
        else if (outer.length > 0) frame = outer.pop() ?? 0;
        i += 1;
      } else i += 1;
    } else if (c === DOLLAR && next === OPEN) {
      outer.push(frame);
      frame = 0;
      i += 2;
    } else if (frame === STRING) {
      if (c === BACKSLASH) i += 2;
      else if (c === QUOTE) {
        frame = outer.pop() ?? 0;
        if (outer.length === 0) strings.push(i + 1);
        i += 1;
      } else i += c === DOLLAR && next === DOLLAR ? 2 : 1;
    } else if (c === APOSTROPHE && next === APOSTROPHE) {
      const after = text3.charCodeAt(i + 2);
      if (after === APOSTROPHE || after === DOLLAR)
        i += 3;
      else if (after === BACKSLASH)
        i += 4;
      else {
        frame = outer.pop() ?? 0;
        if (outer.length === 0) strings.push(i + 2);
        i += 2;
      }
    } else i += 1;
  }
  if (strings.length % 2 === 1) strings.push(n);
  return { comments, strings };
}
var STRING = -1;
var INDENTED = -2;
var [HASH, SLASH, STAR, QUOTE, APOSTROPHE, OPEN, CLOSE, DOLLAR, BACKSLASH, CR] = [...`#/*"'{}$\\\r`].map(
  (ch) => ch.charCodeAt(0)
);
var SPECIAL = new Uint8Array(128);
for (const code of [HASH, SLASH, QUOTE, APOSTROPHE, OPEN, CLOSE, DOLLAR, BACKSLASH]) SPECIAL[code] = 1;
function boundaryAfter(ranges, offset) {
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const mid = low + high >> 1;
    if (ranges[mid] <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}
var LineIndex = class {
  starts = [0];
  constructor(text3) {
    for (let at2 = text3.indexOf("\n"); at2 !== -1; at2 = text3.indexOf("\n", at2 + 1)) this.starts.push(at2 + 1);
  }
  lineOf(offset) {
    return boundaryAfter(this.starts, offset);
  }
};
var NixSource = class {
  constructor(file, text3) {
    this.file = file;
    this.text = text3;
    this.ranges = scanNix(text3);
  }
  file;
  text;
  ranges;
  lines;
  /** Whether an offset is code: a match in a comment or string is no assignment. */
  inCode(offset) {
    return boundaryAfter(this.ranges.comments, offset) % 2 === 0 && boundaryAfter(this.ranges.strings, offset) % 2 === 0;
  }
  /** Matches of a global regex that start in code. */
  *codeMatches(pattern) {
    for (const match of this.text.matchAll(pattern)) if (this.inCode(match.index)) yield match;
  }
  /** The text from `from` (at most `length` characters) with its comments blanked, offsets kept. */
  code(from2, length) {
    const to = Math.min(this.text.length, from2 + length);
    const { comments } = this.ranges;
    let k = boundaryAfter(comments, from2);
    if (k % 2 === 1) k -= 1;
    let out = "";
    let at2 = from2;
    for (; k < comments.length && comments[k] < to; k += 2) {
      const start = Math.max(comments[k], from2);
      const end = Math.min(comments[k + 1], to);
      out += this.text.slice(at2, start) + this.text.slice(start, end).replace(/[^\r\n]/g, " ");
      at2 = end;
    }
    return out + this.text.slice(at2, to);
  }
  /** `offset` itself when it is code, else the end of the comment or string it is in. */
  codeFrom(offset) {
    for (const ranges of [this.ranges.comments, this.ranges.strings]) {
      const k = boundaryAfter(ranges, offset);
      if (k % 2 === 1) return ranges[k];
    }
    return offset;
  }
  /**
   * Offset of the `;` that ends a binding whose value starts at `from`: the
   * first one outside brackets, comments and strings; -1 when the value is not
   * closed (a bracket closes that never opened, or the text ends first).
   */
  bindingEnd(from2) {
    let depth = 0;
    let i = from2;
    while (i < this.text.length) {
      const code = this.codeFrom(i);
      if (code !== i) {
        i = code;
        continue;
      }
      const c = this.text[i];
      if (c === "(" || c === "[" || c === "{") depth += 1;
      else if (c === ")" || c === "]" || c === "}") {
        if (depth === 0) return -1;
        depth -= 1;
      } else if (c === ";" && depth === 0) return i;
      i += 1;
    }
    return -1;
  }
  /** End offset of the string literal ("..." or ''...'') that starts exactly at `offset`; undefined if none does. */
  stringEndingFrom(offset) {
    const k = boundaryAfter(this.ranges.strings, offset);
    return k % 2 === 1 && this.ranges.strings[k - 1] === offset ? this.ranges.strings[k] : void 0;
  }
  at(offset) {
    this.lines ??= new LineIndex(this.text);
    return { file: this.file, line: this.lines.lineOf(offset) };
  }
};
function excerpt(text3, max = 60) {
  const line = text3.replace(/\s+/g, " ");
  return line.length > max ? `${line.slice(0, max)}...` : line;
}
var NOT_AFTER_NAME = String.raw`(?<![\w'.-])`;
function escapeRegExp(text3) {
  return text3.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
function closingBrace(code) {
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    if (code[i] === "{") depth += 1;
    else if (code[i] === "}" && --depth === 0) return i + 1;
  }
  return -1;
}

// src/gather/nixpkgs/aliases.ts
function expectedThrow(attr) {
  return `${attr} = throw "'${attr}' has been removed from nixpkgs as it has reached end of life"; # Added YYYY-MM-DD`;
}
function readThrown(family, source) {
  const entry = new RegExp(`${NOT_AFTER_NAME}(${escapeRegExp(family.attrPrefix)}\\d+_\\d+)\\s*=(?!=)\\s*`, "g");
  const byAttr = /* @__PURE__ */ new Map();
  const problems = [];
  for (const match of source.codeMatches(entry)) {
    const attr = match[1];
    const minor = minorOfAttr(family, attr);
    if (minor === void 0) continue;
    const location = source.at(match.index);
    const start = match.index + match[0].length;
    const end = source.bindingEnd(start);
    if (end === -1) {
      problems.push({
        ...location,
        message: `the entry of ${attr} does not end with ";"; expected ${expectedThrow(attr)}`
      });
      continue;
    }
    const value = source.code(start, end - start);
    const keyword = /^(?:builtins\s*\.\s*)?throw\s*/.exec(value);
    const stringEnd = keyword ? source.stringEndingFrom(start + keyword[0].length) : void 0;
    if (stringEnd === void 0 || source.code(stringEnd, end - stringEnd).trim() !== "") {
      problems.push({
        ...location,
        message: `${attr} = ${excerpt(value.trim())} is not a throw with a message; a removed minor is announced as ${expectedThrow(attr)}`
      });
      continue;
    }
    byAttr.set(attr, [...byAttr.get(attr) ?? [], { attr, minor, location }]);
  }
  const thrown = [];
  for (const [attr, list] of byAttr) {
    thrown.push(list[0]);
    if (list.length > 1) {
      problems.push({
        ...list[1].location,
        message: `${attr} is thrown ${list.length} times (lines ${listText(list.map((t) => t.location.line))}); expected once`
      });
    }
  }
  return { thrown, problems };
}

// src/gather/nixpkgs/packageBlocks.ts
function readPackageBlocks(family, source) {
  const binding = new RegExp(`${NOT_AFTER_NAME}(${escapeRegExp(family.attrPrefix)}\\d+_\\d+)\\s*=(?!=)\\s*`, "g");
  const found = /* @__PURE__ */ new Map();
  const problems = [];
  let insideUntil = -1;
  for (const match of source.codeMatches(binding)) {
    if (match.index < insideUntil) continue;
    const attr = match[1];
    const minor = minorOfAttr(family, attr);
    const start = match.index + match[0].length;
    const end = source.bindingEnd(start);
    const location = source.at(match.index);
    if (minor === void 0) continue;
    if (end === -1) {
      problems.push({
        ...location,
        message: `the value of ${attr} does not end with ";" (an unclosed bracket or string?); expected ${attr} = ...;`
      });
      break;
    }
    insideUntil = end;
    found.set(attr, [...found.get(attr) ?? [], { attr, minor, location, value: { start, end } }]);
  }
  const blocks = /* @__PURE__ */ new Map();
  for (const [attr, list] of found) {
    blocks.set(attr, list[0]);
    if (list.length > 1) {
      problems.push({
        ...list[1].location,
        message: `${attr} is bound ${list.length} times (lines ${listText(list.map((b) => b.location.line))}); expected once`
      });
    }
  }
  return { blocks, problems };
}
var KNOWN_VULNERABILITIES = new RegExp(`${NOT_AFTER_NAME}(?:meta\\s*\\.\\s*)?knownVulnerabilities\\s*=(?!=)`, "g");
function knownVulnerabilitiesIn(source, range) {
  const start = range?.start ?? 0;
  const end = range?.end ?? source.text.length;
  for (const match of source.codeMatches(KNOWN_VULNERABILITIES)) {
    if (match.index < start) continue;
    if (match.index >= end) break;
    const valueAt = match.index + match[0].length;
    const value = source.code(valueAt, Math.min(200, end - valueAt)).trimStart();
    if (/^\[\s*\]/.test(value)) continue;
    return source.at(match.index);
  }
  return void 0;
}

// src/gather/nixpkgs/packagedState.ts
var NIXPKGS_PATHS = {
  allPackages: "pkgs/top-level/all-packages.nix",
  aliases: "pkgs/top-level/aliases.nix",
  libVersion: "lib/.version"
};
var NIXPKGS_FOLDERS = {
  /** rl-YYMM.section.md, the notes of each release (releaseNotes.ts). */
  releaseNotes: "nixos/doc/manual/release-notes"
};
var ALL_PACKAGES = NIXPKGS_PATHS.allPackages;
var ALIASES = NIXPKGS_PATHS.aliases;
var PACKAGING_SUFFIX = /\.(?:patch|diff|md)$/;
var MINOR_FOLDER = /^(\d+)_(\d+)$/;
function shortRef(family) {
  return `.../${family.allPackagesRef.split("/").pop() ?? family.allPackagesRef}`;
}
function versionAssignments(family, source, range) {
  const assignment = new RegExp(`${NOT_AFTER_NAME}${escapeRegExp(family.versionVariable)}\\s*=\\s*`, "g");
  return [...source.codeMatches(assignment)].filter(
    (m) => range === void 0 || m.index >= range.start && m.index < range.end
  );
}
function readVersionAssignment(family, source, expectedMinor, range) {
  const variable = family.versionVariable;
  const found = versionAssignments(family, source, range);
  const example = `${variable} = "${expectedMinor ?? "1.30"}.2+${family.buildTag}1";`;
  if (found.length === 0) {
    return {
      problem: { file: source.file, message: `no ${variable} assignment found; expected a line such as ${example}` }
    };
  }
  if (found.length > 1) {
    const lines = found.map((m) => source.at(m.index).line);
    return {
      problem: {
        file: source.file,
        line: lines[1],
        message: `${variable} is assigned ${found.length} times (lines ${listText(lines)}); expected exactly one`
      }
    };
  }
  const match = found[0];
  const location = source.at(match.index);
  const rhs = source.code(match.index + match[0].length, 500).split(/[;\r\n]/)[0].trim();
  const literal = /^"([^"\\$]*)"$/.exec(rhs);
  if (!literal) {
    return {
      problem: {
        ...location,
        message: `${variable} is set to ${excerpt(rhs) || "nothing"}, not a string literal; expected ${example}`
      }
    };
  }
  const version = parseVersion(family, literal[1]);
  if (!version) {
    return {
      problem: {
        ...location,
        message: `${variable} "${excerpt(literal[1])}" is not a ${family.name} version; expected the form "1.30.2+${family.buildTag}1" (or a pre-release such as "1.30.0-rc1+${family.buildTag}1")`
      }
    };
  }
  if (expectedMinor !== void 0 && minorOf(version) !== expectedMinor) {
    return {
      problem: {
        ...location,
        message: `${variable} "${version.text}" belongs to minor ${minorOf(version)}, but this folder is for minor ${expectedMinor}; expected ${expectedMinor}.x`
      }
    };
  }
  return { version, location };
}
function readAllPackages(family, source, channelNames = channelAliasNames(family)) {
  const folderRef = escapeRegExp(family.allPackagesRef);
  const ref = `${folderRef}(?:/default\\.nix)?`;
  const prefix = escapeRegExp(family.attrPrefix);
  const minorAttr = new RegExp(`^${prefix}\\d+_\\d+$`);
  const exposures = [];
  const channelExposures = [];
  const aliases = [];
  const problems = [];
  const inherit = new RegExp(`inherit\\s*\\(\\s*callPackages?\\s+${ref}\\s*`, "g");
  for (const match of source.codeMatches(inherit)) {
    const windowStart = match.index + match[0].length;
    const code = source.code(windowStart, 1e4);
    let at2 = 0;
    if (code[0] === "{") {
      at2 = closingBrace(code);
      if (at2 === -1) {
        problems.push({
          ...source.at(match.index),
          message: `the argument set of this inherit (callPackage ${shortRef(family)} { ... }) is not closed`
        });
        continue;
      }
    }
    const rest = /^\s*\)([^;]*);/.exec(code.slice(at2));
    if (!rest) {
      problems.push({
        ...source.at(match.index),
        message: `expected inherit (callPackage ${shortRef(family)} { ... }) ${family.attrPrefix}1_XX ...; with the list ending in ";"`
      });
      continue;
    }
    const listStart = windowStart + at2 + rest[0].indexOf(")") + 1;
    for (const name of rest[1].matchAll(/\S+/g)) {
      const location = source.at(listStart + name.index);
      if (minorAttr.test(name[0])) exposures.push({ attr: name[0], location });
      else if (channelNames.includes(name[0])) channelExposures.push({ attr: name[0], location });
      else {
        problems.push({
          ...location,
          message: `unexpected name "${excerpt(name[0])}" in the ${family.name} inherit list; expected names such as ${family.attrPrefix}1_30`
        });
      }
    }
  }
  const perMinor = new RegExp(`${NOT_AFTER_NAME}(${prefix}\\d+_\\d+)\\s*=\\s*`, "g");
  const perMinorRhs = new RegExp(`^\\(?\\s*callPackage\\s+${folderRef}/(\\d+_\\d+)(?:/default\\.nix)?(?=[\\s{;)])`);
  for (const match of source.codeMatches(perMinor)) {
    const rhs = perMinorRhs.exec(source.code(match.index + match[0].length, 300));
    if (rhs) exposures.push({ attr: match[1], folder: rhs[1], location: source.at(match.index) });
  }
  const alias = new RegExp(`${NOT_AFTER_NAME}${escapeRegExp(family.alias)}\\s*=\\s*`, "g");
  const aliasAttr = /^([A-Za-z_][\w'-]*)\s*;/;
  const aliasPackage = new RegExp(`^\\(?\\s*callPackage\\s+${ref}(?=[\\s{;)])`);
  for (const match of source.codeMatches(alias)) {
    const rhs = source.code(match.index + match[0].length, 300);
    const attr = aliasAttr.exec(rhs);
    const target = attr ? { kind: "attr", attr: attr[1] } : aliasPackage.test(rhs) ? { kind: "package" } : { kind: "other", text: excerpt(rhs.split(/[;\r\n]/)[0].trim()) };
    aliases.push({ target, location: source.at(match.index) });
  }
  return { exposures, channelExposures, aliases, problems };
}
function channelAliasNames(family) {
  return family.channelAliases ? [family.channelAliases.stable, family.channelAliases.latest] : [];
}
async function attempt(read) {
  try {
    return { value: await read() };
  } catch (error) {
    if (error instanceof UnreadableEntry)
      return { problem: { file: error.path, message: `cannot be read: ${error.reason}` } };
    throw error;
  }
}
async function readNixosVersion(tree) {
  const file = NIXPKGS_PATHS.libVersion;
  const read = await attempt(() => tree.readText(file));
  if ("problem" in read) return { problem: read.problem };
  if (read.value === void 0) {
    return {
      problem: {
        file,
        message: 'not found; expected the NixOS release of this tree, such as "25.05" (is this the root of a nixpkgs checkout?)'
      }
    };
  }
  const text3 = read.value.trim();
  if (!/^\d{2}\.\d{2}$/.test(text3)) {
    return {
      problem: { file, line: 1, message: `"${excerpt(text3)}" is not a NixOS release; expected such as "25.05"` }
    };
  }
  return { nixosVersion: text3 };
}
async function readMinorFolder(family, tree, folder, minor) {
  const dir = `${family.folder}/${folder}`;
  for (const [name, layout] of [
    ["versions.nix", "per-minor-versions"],
    ["default.nix", "per-minor-default"]
  ]) {
    const file = `${dir}/${name}`;
    const read = await attempt(() => tree.readText(file));
    if ("problem" in read) return { folder, minor, problem: read.problem };
    if (read.value === void 0) continue;
    const source = new NixSource(file, read.value);
    const version = readVersionAssignment(family, source, minor);
    if ("problem" in version) return { folder, minor, layout, problem: version.problem };
    const packaged = { minor, attr: attrOfMinor(family, minor), ...version };
    const marked2 = layout === "per-minor-default" ? knownVulnerabilitiesIn(source) : void 0;
    if (marked2) packaged.knownVulnerabilities = marked2;
    return { folder, minor, layout, packaged };
  }
  return {
    folder,
    minor,
    noVersionFile: true,
    problem: {
      file: `${dir}/versions.nix`,
      message: `minor folder ${folder}/ has no versions.nix (nor a default.nix), and ${family.folder}/default.nix sets no ${family.versionVariable} for ${attrOfMinor(family, minor)}; expected ${dir}/versions.nix with ${family.versionVariable} = "${minor}.x+${family.buildTag}N";`
    }
  };
}
function withPackageBlocks(family, reads, familyDefault, problems) {
  if (!familyDefault) return reads;
  const { source, blocks } = familyDefault;
  const inline = (block) => versionAssignments(family, source, block.value).length > 0 ? readVersionAssignment(family, source, block.minor, block.value) : void 0;
  const completed = reads.map((read) => {
    const block = blocks.get(attrOfMinor(family, read.minor));
    if (!block) return read;
    const version = inline(block);
    if (read.noVersionFile) {
      if (!version) return read;
      if ("problem" in version) return { folder: read.folder, minor: read.minor, problem: version.problem };
      return { folder: read.folder, minor: read.minor, packaged: { minor: read.minor, attr: block.attr, ...version } };
    }
    if (version && read.packaged) {
      problems.push({
        ...block.location,
        message: `${block.attr} sets ${family.versionVariable} here and in ${read.packaged.location.file}; expected it in one place (reading ${read.packaged.location.file})`
      });
    }
    return read;
  });
  const known = new Set(reads.map((r) => r.minor));
  for (const block of blocks.values()) {
    if (known.has(block.minor)) continue;
    const version = inline(block);
    if (!version) continue;
    completed.push(
      "problem" in version ? { minor: block.minor, problem: version.problem } : { minor: block.minor, packaged: { minor: block.minor, attr: block.attr, ...version } }
    );
  }
  for (const read of completed) {
    const block = read.packaged && !read.packaged.knownVulnerabilities && blocks.get(read.packaged.attr);
    const marked2 = block ? knownVulnerabilitiesIn(source, block.value) : void 0;
    if (read.packaged && marked2) read.packaged.knownVulnerabilities = marked2;
  }
  return completed.sort((a, b) => compareMinors(a.minor, b.minor));
}
function isUnknownEntry(family, name) {
  return !family.packagingEntries.includes(name) && !PACKAGING_SUFFIX.test(name);
}
function classifyEntries(family, entries, state) {
  const { problems } = state;
  const byMinor = /* @__PURE__ */ new Map();
  const expected = `minor folders named like 1_30 and known packaging files (${family.packagingEntries.slice(0, 3).join(", ")}...)`;
  for (const name of entries) {
    const match = MINOR_FOLDER.exec(name);
    if (match) {
      const minor = `${Number(match[1])}.${Number(match[2])}`;
      byMinor.set(minor, [...byMinor.get(minor) ?? [], name]);
    } else if (isUnknownEntry(family, name)) {
      (state.unknownEntries ??= []).push({ file: `${family.folder}/${name}`, expected });
    }
  }
  const folders = [];
  for (const [minor, names] of byMinor) {
    if (names.length === 1) {
      folders.push({ folder: names[0], minor });
      continue;
    }
    const canonical = minor.replace(".", "_");
    problems.push({
      file: family.folder,
      message: `folders ${listText(names.map((n) => `${n}/`))} all claim minor ${minor}; expected one folder ${canonical}/${names.includes(canonical) ? ` (reading ${canonical}/ only)` : ""}`
    });
    if (names.includes(canonical)) folders.push({ folder: canonical, minor });
  }
  return folders.sort((a, b) => compareMinors(a.minor, b.minor));
}
async function readPackagedState(tree, family) {
  const [release2, listing, allPackagesRead, aliasesRead] = await Promise.all([
    readNixosVersion(tree),
    attempt(() => tree.listDir(family.folder)),
    attempt(() => tree.readText(ALL_PACKAGES)),
    attempt(() => tree.readText(ALIASES))
  ]);
  const problems = [];
  const state = { minors: [], problems };
  if (release2.nixosVersion !== void 0) state.nixosVersion = release2.nixosVersion;
  if (release2.problem) problems.push(release2.problem);
  readAliases(family, aliasesRead, state);
  if ("problem" in listing) {
    problems.push(listing.problem);
    return state;
  }
  if (listing.value === void 0) {
    const single = family.singleFileLayout ? ` or, ${family.singleFileLayout.era}, a default.nix setting ${family.versionVariable}` : "";
    problems.push({
      file: family.folder,
      message: `no ${family.name} folder; expected ${family.folder}/ with minor folders (1_30/versions.nix)${single}`
    });
    return state;
  }
  const perMinor = listing.value.some((name) => MINOR_FOLDER.test(name));
  const folders = classifyEntries(family, listing.value, state);
  const defaultFile = `${family.folder}/default.nix`;
  const [folderReads, defaultRead] = await Promise.all([
    Promise.all(folders.map(({ folder, minor }) => readMinorFolder(family, tree, folder, minor))),
    perMinor && listing.value.includes("default.nix") ? attempt(() => tree.readText(defaultFile)) : void 0
  ]);
  let familyDefault;
  if (defaultRead && "problem" in defaultRead) problems.push(defaultRead.problem);
  else if (defaultRead?.value !== void 0) {
    const source = new NixSource(defaultFile, defaultRead.value);
    const read = readPackageBlocks(family, source);
    problems.push(...read.problems);
    familyDefault = { source, blocks: read.blocks };
  }
  let facts;
  if ("problem" in allPackagesRead) problems.push(allPackagesRead.problem);
  else if (allPackagesRead.value === void 0) {
    problems.push({
      file: ALL_PACKAGES,
      message: `not found; expected it to expose the ${family.name} attributes and the ${family.alias} alias`
    });
  } else {
    facts = readAllPackages(family, new NixSource(ALL_PACKAGES, allPackagesRead.value));
    problems.push(...facts.problems);
  }
  if (perMinor) {
    readPerMinor(family, withPackageBlocks(family, folderReads, familyDefault, problems), facts, state);
    if (family.channelAliases) readChannelAliases(family, familyDefault, facts, state);
    if (facts) resolveAlias(family, facts.aliases, state, "per-minor", reportedMinorAttrs(family, folderReads, state));
  } else if (family.singleFileLayout) {
    await readSingle(family, tree, facts, state);
  } else {
    problems.push({
      file: family.folder,
      message: `the ${family.name} folder has no minor folders (1_30/); expected 1_XX/versions.nix files setting ${family.versionVariable}`
    });
  }
  thrownButPackaged(family, state, facts);
  return state;
}
function readAliases(family, read, state) {
  if ("problem" in read) {
    state.problems.push(read.problem);
    return;
  }
  if (read.value === void 0) return;
  const { thrown, problems } = readThrown(family, new NixSource(ALIASES, read.value));
  state.thrown = thrown;
  state.problems.push(...problems);
}
function thrownButPackaged(family, state, facts) {
  const exposed = new Set(facts?.exposures.map((e) => e.attr) ?? state.minors.map((m) => m.attr));
  for (const thrown of state.thrown ?? []) {
    if (!exposed.has(thrown.attr)) continue;
    state.problems.push({
      ...thrown.location,
      message: `${thrown.attr} is thrown here but still packaged (all-packages.nix exposes it); remove the throw, or remove ${family.folder}/${thrown.attr.slice(family.attrPrefix.length)}/ and the attribute`
    });
  }
}
function readPerMinor(family, reads, facts, state) {
  const { problems } = state;
  const ref = family.allPackagesRef;
  const layouts = reads.map((r) => r.layout).filter((l) => l !== void 0);
  if (layouts.length > 0) state.layout = layouts[layouts.length - 1];
  const exposures = facts?.exposures ?? [];
  const byAttr = /* @__PURE__ */ new Map();
  for (const exposure of exposures) byAttr.set(exposure.attr, [...byAttr.get(exposure.attr) ?? [], exposure]);
  for (const [attr, list] of byAttr) {
    if (list.length > 1) {
      problems.push({
        ...list[1].location,
        message: `${attr} is defined ${list.length} times in all-packages.nix (lines ${listText(list.map((e) => e.location.line))}); expected once`
      });
    }
  }
  if (facts && exposures.length === 0) {
    const prefix = family.attrPrefix;
    problems.push({
      file: ALL_PACKAGES,
      message: `no ${prefix}1_XX attribute found; expected "inherit (callPackage ${ref} { ... }) ${prefix}1_30 ...;" or "${prefix}1_30 = callPackage ${ref}/1_30 { ... };" (minors listed from the folders)`
    });
  }
  const checkExposure = facts !== void 0 && exposures.length > 0;
  const unreadable = (minor, file) => {
    (state.unreadable ??= []).push({ minor, attr: attrOfMinor(family, minor), file });
  };
  for (const read of reads) {
    if (!read.problem) continue;
    problems.push(read.problem);
    if (!read.packaged && (!checkExposure || byAttr.has(attrOfMinor(family, read.minor))))
      unreadable(read.minor, read.problem.file);
  }
  for (const { packaged: minor, folder } of reads) {
    if (!minor) continue;
    const folderText = folder === void 0 ? `${family.folder}/default.nix sets its version` : `${family.folder}/${folder}/ exists`;
    if (!checkExposure) {
      state.minors.push(minor);
      continue;
    }
    const list = byAttr.get(minor.attr) ?? [];
    const wrongFolder = list.find((e) => e.folder !== void 0 && e.folder !== folder);
    if (list.length === 0) {
      problems.push({
        file: ALL_PACKAGES,
        message: `${minor.attr} is not exposed although ${folderText}; expected it in "inherit (callPackage ${ref} { ... }) ...;"${folder === void 0 ? "" : ` or as "${minor.attr} = callPackage ${ref}/${folder} { ... };"`}`
      });
    } else if (wrongFolder) {
      problems.push({
        ...wrongFolder.location,
        message: `${minor.attr} is built from folder ${wrongFolder.folder}/; expected ${folder === void 0 ? `inherit (callPackage ${ref} { ... }) ${minor.attr}; (its version is set in ${family.folder}/default.nix)` : `${ref}/${folder}`}`
      });
    } else {
      state.minors.push(minor);
    }
  }
  const folderMinors = new Set(reads.map((r) => r.minor));
  for (const [attr, list] of byAttr) {
    const minor = minorOfAttr(family, attr);
    if (minor !== void 0 && folderMinors.has(minor)) continue;
    const problem = missingFolder(family, attr, list[0].location);
    problems.push(problem);
    if (minor !== void 0) unreadable(minor, problem.file);
  }
  state.minors.sort((a, b) => compareMinors(a.minor, b.minor));
}
function reportedMinorAttrs(family, reads, state) {
  return /* @__PURE__ */ new Set([
    ...reads.filter((r) => r.problem).map((r) => attrOfMinor(family, r.minor)),
    ...(state.unreadable ?? []).map((u) => u.attr)
  ]);
}
function readChannelAliases(family, familyDefault, facts, state) {
  const { problems } = state;
  const file = `${family.folder}/default.nix`;
  const aliases = [];
  for (const name of channelAliasNames(family)) {
    const expected = `${name} = ${family.attrPrefix}1_XX; naming a packaged minor`;
    if (facts && !facts.channelExposures.some((e) => e.attr === name)) {
      problems.push({
        file: ALL_PACKAGES,
        message: `${name} is not exposed; expected it in "inherit (callPackage ${family.allPackagesRef} { }) ... ${name};"`
      });
    }
    if (!familyDefault) {
      problems.push({ file, message: `not found, so ${name} is unknown; expected it to set ${expected}` });
      continue;
    }
    const { source } = familyDefault;
    const bindings = [...source.codeMatches(new RegExp(`${NOT_AFTER_NAME}${escapeRegExp(name)}\\s*=(?!=)\\s*`, "g"))];
    if (bindings.length !== 1) {
      problems.push(
        bindings.length === 0 ? { file, message: `no ${name} binding found; expected ${expected}` } : {
          ...source.at(bindings[1].index),
          message: `${name} is bound ${bindings.length} times (lines ${listText(bindings.map((b) => source.at(b.index).line))}); expected once`
        }
      );
      continue;
    }
    const [binding] = bindings;
    const location = source.at(binding.index);
    const rhs = source.code(binding.index + binding[0].length, 300);
    const target = /^([A-Za-z_][\w'-]*)\s*;/.exec(rhs)?.[1];
    if (target === void 0) {
      problems.push({
        ...location,
        message: `${name} = ${excerpt(rhs.split(/[;\r\n]/)[0].trim())} is not understood; expected ${expected}`
      });
      continue;
    }
    const minor = (state.minors.find((m) => m.attr === target) ?? state.unreadable?.find((u) => u.attr === target))?.minor;
    if (minor === void 0) {
      problems.push({
        ...location,
        message: `${name} points to ${target}, which is not packaged here (packaged: ${listText(state.minors.map((m) => m.attr)) || "none"}); expected ${expected}`
      });
    }
    aliases.push({ attr: name, target, ...minor ? { minor } : {}, location });
  }
  state.channelAliases = aliases;
}
function missingFolder(family, attr, location) {
  return {
    ...location,
    message: `${attr} is exposed here but ${family.folder}/${attr.slice(family.attrPrefix.length)}/ does not exist`
  };
}
async function readSingle(family, tree, facts, state) {
  const { problems } = state;
  const file = `${family.folder}/default.nix`;
  const read = await attempt(() => tree.readText(file));
  if ("problem" in read) {
    problems.push(read.problem);
  } else if (read.value === void 0) {
    problems.push({
      file: family.folder,
      message: `the ${family.name} folder has neither minor folders (1_30/) nor a default.nix; expected 1_XX/versions.nix files or a default.nix setting ${family.versionVariable}`
    });
  } else {
    const source = new NixSource(file, read.value);
    const version = readVersionAssignment(family, source);
    if ("problem" in version) {
      problems.push({ ...version.problem, message: `${version.problem.message} (no minor folders 1_XX/ either)` });
    } else {
      state.layout = "single";
      const packaged = { minor: minorOf(version.version), attr: family.alias, ...version };
      const marked2 = knownVulnerabilitiesIn(source);
      if (marked2) packaged.knownVulnerabilities = marked2;
      state.minors.push(packaged);
    }
  }
  if (!facts) return;
  for (const exposure of facts.exposures) problems.push(missingFolder(family, exposure.attr, exposure.location));
  resolveAlias(family, facts.aliases, state, "single", /* @__PURE__ */ new Set());
}
function resolveAlias(family, aliases, state, shape, reported) {
  const { problems } = state;
  const name = family.alias;
  const expected = shape === "single" ? `${name} = callPackage ${family.allPackagesRef} { ... };` : `${name} = ${family.attrPrefix}1_XX; naming a packaged minor`;
  if (aliases.length === 0) {
    problems.push({ file: ALL_PACKAGES, message: `no ${name} attribute found; expected ${expected}` });
    return;
  }
  if (aliases.length > 1) {
    problems.push({
      ...aliases[1].location,
      message: `${name} is declared ${aliases.length} times (lines ${listText(aliases.map((a) => a.location.line))}); expected one ${expected}`
    });
    return;
  }
  const [{ target, location }] = aliases;
  state.defaultLocation = location;
  const packagedAttrs = state.minors.map((m) => m.attr);
  if (target.kind === "attr") {
    state.defaultAttr = target.attr;
    const channel = channelAliasNames(family).includes(target.attr);
    const minor = channel ? state.channelAliases?.find((a) => a.attr === target.attr)?.minor : state.minors.find((m) => m.attr === target.attr)?.minor;
    if (minor) state.defaultMinor = minor;
    else if (channel) return;
    else if (!reported.has(target.attr)) {
      problems.push({
        ...location,
        message: `${name} points to ${target.attr}, which is not packaged here (packaged: ${listText(packagedAttrs) || "none"}); expected ${expected}`
      });
    }
  } else if (target.kind === "package" && shape === "single") {
    state.defaultAttr = name;
    if (state.minors.length === 1) state.defaultMinor = state.minors[0].minor;
  } else {
    const written = target.kind === "package" ? `callPackage ${family.allPackagesRef} { ... }` : target.text;
    problems.push({ ...location, message: `${name} = ${written} is not understood; expected ${expected}` });
  }
}

// src/evaluate/releaseMembership.ts
function membershipAtRelease(policy, eol2, release2) {
  switch (policy) {
    case "nixpkgs":
      return { keeps: false, because: "one-minor-per-release" };
    case "full-lifecycle":
      return eol2 && release2 && endsBeforeEndOfSupport(eol2, release2) ? { keeps: false, because: "ends-before-end-of-support", eol: eol2, release: release2 } : { keeps: true, because: "lasts-the-release" };
    case "all-supported":
      return { keeps: true, because: "kept-while-supported" };
  }
}
function policyDropsMinors(policy) {
  return policy !== "all-supported";
}
function endsBeforeEndOfSupport(eol2, release2) {
  return eol2.date.getTime() < release2.endOfSupport.date.getTime();
}

// src/evaluate/fixes.ts
var ALIASES_FILE = "pkgs/top-level/aliases.nix";
function attrOf(context, minor) {
  return context.packagedMinor(minor)?.attr ?? attrOfMinor(context.family, minor);
}
function releaseNotesFile(context) {
  const known = context.packaged.releaseNotes?.file;
  if (known) return known;
  const release2 = context.branch.kind === "unstable" ? context.next ?? context.release : context.release;
  return release2 ? `nixos/doc/manual/release-notes/rl-${release2.name.replace(".", "")}.section.md` : "the release notes of the next NixOS release";
}
function addEdit(context, minor) {
  const version = context.latest(minor)?.version.text;
  return { kind: "add", minor, attr: attrOfMinor(context.family, minor), ...version ? { version } : {} };
}
function addEdits(context, minor) {
  const oldest = context.packagedMinors[0]?.minor;
  const bridge = context.branch.kind === "unstable" && oldest !== void 0 && compareMinors(minor, oldest) < 0 ? context.releasedMinors.filter(
    (m) => compareMinors(m, minor) > 0 && compareMinors(m, oldest) < 0 && context.isSupported(m)
  ) : [];
  return [minor, ...bridge].map((m) => addEdit(context, m));
}
function pointDefaultEdits(context, minor) {
  const point = { kind: "point-default", minor, attr: attrOf(context, minor) };
  return context.packagedMinor(minor) ? [point] : [...addEdits(context, minor), point];
}
function unfitTarget(context, minor) {
  const end = context.eol(minor);
  if (end && context.hasEnded(minor)) return `reached its end of life on ${describeDate(end)}`;
  const fact = context.others.currentStableDefault;
  const stableDefault = fact?.minor;
  if (stableDefault !== void 0 && compareMinors(minor, stableDefault) < 0)
    return `is older than ${context.family.name} ${stableDefault}, the default of ${fact.branch}`;
  return void 0;
}
function switchReleaseDefaultEdits(context, newer, old) {
  const edits = pointDefaultEdits(context, newer);
  const keeps = context.keepReason(old) !== void 0 || membershipAtRelease(context.options.policy, context.eol(old), context.release).keeps;
  return keeps ? edits : [...edits, { kind: "remove", minor: old, attr: attrOf(context, old) }];
}
function becomesTargetDefault(context, minor) {
  if (context.branch.kind !== "unstable") return false;
  if (context.options.defaultTarget === "stable-channel") {
    const channel = context.targetDefault.minor;
    return channel !== void 0 && channel === minor;
  }
  const newest = context.packagedMinors.at(-1)?.minor;
  return newest === void 0 || compareMinors(minor, newest) > 0;
}
function removalPlan(context, minor) {
  const removed = [];
  const bridges = context.branch.kind === "unstable" && context.isSupported(minor);
  if (bridges) {
    const target = context.targetDefault.minor;
    if (target !== void 0 && compareMinors(target, minor) < 0 && unfitTarget(context, target) === void 0)
      return { kind: "kept", olderMinor: target, because: `it is ${context.targetDefault.described}` };
    for (const older of context.packagedMinors.filter((pm) => compareMinors(pm.minor, minor) < 0)) {
      const pin = context.keptAs(older.minor);
      if (pin !== void 0) return { kind: "kept", olderMinor: older.minor, because: pin };
      removed.push(older.minor);
    }
  }
  removed.push(minor);
  const defaultMinor = context.defaultMinor;
  if (defaultMinor === void 0 || !removed.some((m) => m === defaultMinor)) {
    return { kind: "edits", edits: removed.flatMap((m) => removeEdits(context, m)) };
  }
  const replacement = replacementDefault(context, removed);
  if (replacement === void 0 || bridges && compareMinors(replacement, minor) < 0)
    return { kind: "no-replacement" };
  return {
    kind: "edits",
    edits: [...pointDefaultEdits(context, replacement), ...removed.flatMap((m) => removeEdits(context, m))]
  };
}
function removeEdits(context, minor) {
  const attr = attrOf(context, minor);
  const remove = { kind: "remove", minor, attr };
  if (context.branch.kind !== "unstable") return [remove];
  const note = context.family.releaseNoteOnRemoval === false ? [] : [{ kind: "release-note", minor, file: releaseNotesFile(context) }];
  return [remove, { kind: "throw", minor, attr }, ...note];
}
function replacementDefault(context, removed) {
  const stays = (m) => !removed.some((r) => r === m) && !context.hasEnded(m) && unfitTarget(context, m) === void 0;
  const target = context.targetDefault.minor;
  if (context.branch.kind === "unstable" && target !== void 0 && stays(target)) return target;
  const packaged = context.packagedMinors.map((pm) => pm.minor).filter(stays);
  return packaged.at(-1) ?? context.releasedMinors.filter((m) => stays(m) && context.isSupported(m)).at(-1);
}

// src/evaluate/findingParts.ts
function at(location) {
  if (!location) return {};
  return location.line > 0 ? { file: location.file, line: location.line } : { file: location.file };
}
function aliasPlace(context) {
  return at(context.packaged.defaultLocation);
}
function minorDirectory(context, minor) {
  const [major, minorNumber] = minor.split(".");
  for (const pm of context.packagedMinors) {
    const match = /^(.*\/)\d+_\d+\/[^/]+$/.exec(pm.location.file);
    if (match) return `${match[1]}${major}_${minorNumber}/`;
  }
  return void 0;
}
function from(source) {
  return source ? ` (from ${source})` : "";
}

// src/evaluate/fixText.ts
function listed(items) {
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
function addClause(context, edits) {
  if (context.branch.kind !== "unstable") {
    const what2 = edits.map((e) => `${e.attr}${e.version ? ` (${e.version})` : ""}`);
    return { head: `Backport ${listed(what2)} to ${context.branch.name}` };
  }
  const what = edits.map((e) => {
    const directory = minorDirectory(context, e.minor);
    return `${e.attr}${directory ? ` in ${directory}` : ""}${e.version ? ` at ${e.version}` : ""}`;
  });
  return { head: `Add ${listed(what)}` };
}
function removeClause(context, edits, removed) {
  const minors = removed.map((e) => e.minor);
  const attrs = listed(removed.map((e) => "attr" in e ? e.attr : e.minor));
  const release2 = context.release;
  const before = context.phase === "pre-release" && release2 ? ` before the release on ${describeDate(release2.release)}` : "";
  const goesWith = (kind) => minors.every((m) => edits.some((e) => e.kind === kind && e.minor === m));
  const it = minors.length === 1 ? "it" : "each";
  const paperwork = [
    ...goesWith("throw") ? [`a throw for ${it} in ${ALIASES_FILE}`] : [],
    ...goesWith("release-note") ? [`a line in ${notesFileOf(edits)} that names ${context.family.name} ${listed(minors)}`] : []
  ];
  return {
    head: `Remove ${attrs} from ${context.branch.name}${before}`,
    ...paperwork.length ? { tail: `leave ${listed(paperwork)}` } : {}
  };
}
function notesFileOf(edits) {
  const note = edits.find((e) => e.kind === "release-note");
  return note?.kind === "release-note" ? note.file : "the release notes";
}
function clauses(context, edits) {
  const removed = edits.filter((e) => e.kind === "remove");
  const out = [];
  let addRun = [];
  const flushAdds = () => {
    if (addRun.length) out.push(addClause(context, addRun));
    addRun = [];
  };
  let removalWritten = false;
  for (const edit of edits) {
    if (edit.kind === "add") {
      addRun.push(edit);
      continue;
    }
    flushAdds();
    const removedHere = removed.some((r) => r.minor === edit.minor);
    switch (edit.kind) {
      case "point-default": {
        const location = edit.alias ? context.packaged.channelAliases?.find((a) => a.attr === edit.alias)?.location : context.packaged.defaultLocation;
        const where2 = location ? ` in ${location.file}` : "";
        out.push({ head: `Point ${edit.alias ?? context.family.alias} to ${edit.attr}${where2}` });
        break;
      }
      case "remove":
        if (!removalWritten) out.push(removeClause(context, edits, removed));
        removalWritten = true;
        break;
      case "throw":
        if (!removedHere)
          out.push({
            head: `Leave a throw for ${edit.attr} in ${ALIASES_FILE} (${edit.attr} = throw "...";)`
          });
        break;
      case "release-note":
        if (!removedHere)
          out.push({
            head: `Add a line to ${edit.file} that names ${context.family.name} ${edit.minor}`
          });
        break;
      case "mark":
        out.push({
          head: `Mark ${edit.attr} with meta.knownVulnerabilities in ${context.family.folder}/default.nix`
        });
        break;
      case "update": {
        const file = context.packagedMinor(edit.minor)?.location.file;
        out.push({ head: `Update ${file ?? edit.attr} to ${edit.version}` });
        break;
      }
    }
  }
  flushAdds();
  return out;
}
function describeEdits(context, edits) {
  return clauses(context, edits).map((clause, i) => {
    const head = i === 0 ? clause.head : `Then ${clause.head.charAt(0).toLowerCase()}${clause.head.slice(1)}`;
    return `${head}${clause.tail ? `: ${clause.tail}` : ""}.`;
  }).join(" ");
}

// src/evaluate/advice.ts
var REMOVAL_RULES = [
  "minor-eol",
  "minor-superseded",
  "extra-at-release",
  "eol-during-next"
];
function withFix(context, fields, why, edits, reason) {
  if (edits.length === 0) return context.finding({ ...fields, message: why });
  return context.finding({
    ...fields,
    message: `${why} ${describeEdits(context, edits)}`,
    fix: { edits, reason }
  });
}
function removalFinding(context, fields, why, reason) {
  const plan = removalPlan(context, fields.minor);
  const attr = attrOf(context, fields.minor);
  switch (plan.kind) {
    case "edits":
      return context.removal({
        ...fields,
        message: `${why} ${describeEdits(context, plan.edits)}`,
        fix: { edits: plan.edits, reason }
      });
    case "kept":
      return context.removal({
        ...fields,
        severity: "notice",
        message: `${why} It stays all the same: ${attrOf(context, plan.olderMinor)} stays (${plan.because}), and its users upgrade through ${attr}. Remove both together when ${attrOf(context, plan.olderMinor)} goes.`
      });
    case "no-replacement":
      return context.removal({
        ...fields,
        message: `${why} It is the default of ${context.branch.name}, and no supported ${context.family.name} minor is there to point ${context.family.alias} to instead: package a newer minor, point ${context.family.alias} to it, then remove ${attr}.`
      });
  }
}

// src/evaluate/ruleContext.ts
function buildRuleContext(input, placement) {
  const { family, now, branch, packaged, upstream, calendar, others, options: options2 } = input;
  const today = dayOf(now);
  const byMinor = (a, b) => compareMinors(a.minor, b.minor);
  const packagedMinors = [...packaged.minors].sort(byMinor);
  const unreadableMinors = (packaged.unreadable ?? []).map((u) => u.minor).filter((minor) => !packagedMinors.some((pm) => pm.minor === minor)).sort(compareMinors);
  const onOrBeforeToday = (instant2) => dayOf(instant2).getTime() <= today.getTime();
  const published = (minor) => (upstream.minors.get(minor)?.releases ?? []).filter((r) => onOrBeforeToday(r.publishedAt));
  const latest = (minor) => published(minor).reduce(
    (best, r) => best === void 0 || compareVersions(r.version, best.version) > 0 ? r : best,
    void 0
  );
  const ga = (minor) => {
    const known = upstream.minors.get(minor)?.ga;
    if (known) return onOrBeforeToday(known) ? dayOf(known) : void 0;
    const first = published(minor).reduce(
      (earliest, r) => earliest === void 0 || r.publishedAt < earliest ? r.publishedAt : earliest,
      void 0
    );
    return first ? dayOf(first) : void 0;
  };
  const eol2 = (minor) => {
    const known = upstream.minors.get(minor)?.eol;
    if (known) return { ...known, date: dayOf(known.date) };
    const start = ga(minor);
    return start ? { date: addMonths(start, ESTIMATED_SUPPORT_MONTHS), estimated: true, source: "estimated as GA + 14 months" } : void 0;
  };
  const lifecycleKnows = (minor) => upstream.minors.get(minor)?.eol?.estimated === false;
  const hasEnded = (minor) => {
    const end = eol2(minor);
    return end !== void 0 && end.date.getTime() <= today.getTime();
  };
  const isSupported = (minor) => ga(minor) !== void 0 && !hasEnded(minor);
  const keepReason = (minor) => options2.keep.get(minor);
  const keptAs = (minor) => {
    const reason = keepReason(minor);
    const family2 = options2.keepFamily ? `${options2.keepFamily} ` : "";
    return reason === void 0 ? void 0 : `keep ${family2}${minor}: "${reason}"`;
  };
  const finding = (fields) => ({ ...fields, branch: branch.name });
  const removal = (fields) => {
    const pin = keptAs(fields.minor);
    if (pin === void 0) return finding(fields);
    const { fix: _fix, ...rest } = fields;
    return finding({
      ...rest,
      severity: "notice",
      message: `Kept on purpose (${pin}). Without the pin: ${fields.message}`
    });
  };
  const releasedMinors = [...upstream.minors.keys()].filter((minor) => latest(minor) !== void 0).sort(compareMinors);
  const lifecycleMinors = [...upstream.minors.keys()].filter(lifecycleKnows).sort(compareMinors);
  return {
    family,
    words: input.words ?? ACTION_WORDS,
    now,
    today,
    branch,
    phase: placement.phase,
    release: placement.release,
    next: nextToBranchOff(calendar, now),
    calendar,
    packaged,
    packagedMinors,
    defaultMinor: defaultMinorOf(packaged),
    unreadableMinors,
    isUnreadable: (minor) => unreadableMinors.includes(minor),
    targetDefault: targetDefaultOf(family, options2, packagedMinors, unreadableMinors, upstream.stableChannel),
    others,
    options: options2,
    releasedMinors,
    ...upstream.stableChannel ? { stableChannel: upstream.stableChannel } : {},
    lifecycleMinors,
    latest,
    ga,
    eol: eol2,
    lifecycleKnows,
    isSupported,
    hasEnded,
    packagedMinor: (minor) => packagedMinors.find((pm) => pm.minor === minor),
    keepReason,
    keptAs,
    finding,
    removal
  };
}
function releaseFact(context, release2) {
  if (!release2) return void 0;
  const branch = `release-${release2.name}`;
  const { currentStableDefault, liveReleases: liveReleases2 } = context.others;
  return [...liveReleases2 ?? [], ...currentStableDefault ? [currentStableDefault] : []].find(
    (fact) => fact.branch === branch
  );
}
function minorsOfFact(fact) {
  if (fact?.minors === void 0) return void 0;
  const all = [...fact.minors, ...fact.minor === void 0 ? [] : [fact.minor]];
  return [...new Set(all)].sort(compareMinors);
}
function minorsKnownOf(fact) {
  return minorsOfFact(fact) ?? (fact?.minor === void 0 ? [] : [fact.minor]);
}
function defaultMinorOf(packaged) {
  if (packaged.defaultMinor !== void 0) return packaged.defaultMinor;
  if (packaged.layout === "single" && packaged.minors.length === 1) return packaged.minors[0].minor;
  const target = packaged.defaultAttr;
  const found = target ? packaged.minors.find((pm) => pm.attr === target) ?? packaged.unreadable?.find((u) => u.attr === target) : void 0;
  return found?.minor;
}
function targetDefaultOf(family, options2, packagedMinors, unreadableMinors, channel) {
  if (options2.defaultTarget !== "stable-channel") {
    const newest = [...packagedMinors.map((pm) => pm.minor), ...unreadableMinors].sort(compareMinors).at(-1);
    return newest === void 0 ? { described: "the newest packaged minor", unknownBecause: "no minor is packaged" } : { minor: newest, described: "the newest packaged minor" };
  }
  const minor = channel?.minor;
  const described = `the minor of ${family.name}'s stable channel`;
  if (minor === void 0) {
    return {
      described,
      unknownBecause: channel ? `the stable channel could not be read (${channel.source})` : "the stable channel was not read"
    };
  }
  return { minor, described };
}

// src/evaluate/upgradePath.ts
function pathIncludesTarget(through) {
  return through === "next-release";
}
function upgradePath(from2, target, released, through) {
  const inclusive = pathIncludesTarget(through);
  const candidates = /* @__PURE__ */ new Set([...released, target]);
  return [...candidates].filter((minor) => compareMinors(minor, from2) > 0).filter((minor) => inclusive ? compareMinors(minor, target) <= 0 : compareMinors(minor, target) < 0).sort(compareMinors);
}
function missingOnPath(context, from2, target) {
  return upgradePath(from2, target, context.releasedMinors, context.options.backportThrough).filter(
    (minor) => !context.packagedMinor(minor)
  );
}
function pathTarget(context) {
  const release2 = context.release;
  if (!release2) return void 0;
  const next = nextRelease(context.calendar, release2);
  if (next !== void 0 && next.branchOff.date.getTime() <= context.today.getTime()) {
    const fact2 = context.others.nextReleaseDefault;
    const branch2 = fact2?.branch ?? `release-${next.name}`;
    return {
      minor: fact2?.minor,
      described: `the default of ${branch2}`,
      fact: fact2,
      branch: branch2,
      why: next.branchOff.undated ? `NixOS ${next.name} has branched off` : `NixOS ${next.name} branched off on ${formatDay(next.branchOff.date)}`
    };
  }
  const fact = context.others.unstableDefault;
  const branch = fact?.branch ?? "master";
  const known = minorsKnownOf(fact);
  return {
    minor: known.sort(compareMinors).at(-1),
    described: `the newest minor packaged on ${branch}`,
    fact,
    branch,
    why: `NixOS ${next ? next.name : "the next release"} has not branched off yet`
  };
}

// src/evaluate/rules/backport-missing.ts
function backportMissing(context) {
  const release2 = context.release;
  const target = pathTarget(context);
  if (!release2 || !target) return [];
  const unchecked = `Not checked whether ${context.branch.name} has every minor on the upgrade path`;
  if (target.minor === void 0) {
    return [
      notice(
        context,
        `${unchecked}: ${target.why}, so the path ends at ${target.described}, which is unknown${from(target.fact?.source)}. ${context.words.readBranch(target.branch)} to check it.`
      )
    ];
  }
  const defaultMinor = context.defaultMinor;
  if (!defaultMinor) {
    return [
      notice(
        context,
        `${unchecked}: the plain ${context.family.alias} attribute on ${context.branch.name} could not be resolved to a packaged minor.`
      )
    ];
  }
  const targetMinor = target.minor;
  const { backportThrough } = context.options;
  const name = context.family.name;
  const pathEnd = pathIncludesTarget(backportThrough) ? `through ${name} ${targetMinor}` : `up to the minor before ${name} ${targetMinor}`;
  return missingOnPath(context, defaultMinor, targetMinor).map((minor) => {
    const attr = attrOf(context, minor);
    const version = context.latest(minor)?.version.text;
    return withFix(
      context,
      { rule: "backport-missing", severity: "error", minor, attr, expected: version, ...aliasPlace(context) },
      `${context.branch.name} has no ${attr}. Users of NixOS ${release2.name} (default ${attrOfMinor(context.family, defaultMinor)}) must be able to upgrade one minor at a time ${pathEnd}, ${target.described}; ${target.why}.`,
      [{ kind: "add", minor, attr, ...version ? { version } : {} }],
      `on the upgrade path from ${attrOfMinor(context.family, defaultMinor)} ${pathEnd}`
    );
  });
}
function notice(context, message3) {
  return context.finding({ rule: "backport-missing", severity: "notice", message: message3 });
}

// src/evaluate/rules/branch-retired.ts
function branchRetired(context) {
  const release2 = context.release;
  const ended2 = release2 ? `NixOS ${release2.name} reached its end of support on ${describeDate(release2.endOfSupport)}` : `NixOS ${context.branch.release ?? context.branch.name} is older than the release calendar`;
  return [
    context.finding({
      rule: "branch-retired",
      severity: "notice",
      message: `${context.branch.name} is retired: ${ended2}. Nothing is checked on it; stop auditing this branch.`
    })
  ];
}

// src/evaluate/rules/default-changed.ts
function defaultChanged(context) {
  const releaseName = context.branch.release ?? context.branch.name;
  const notice2 = (message3) => [
    context.finding({ rule: "default-changed", severity: "notice", message: message3 })
  ];
  const current = context.defaultMinor;
  if (current === void 0) {
    return notice2(
      `Not checked whether the default of NixOS ${releaseName} is still the one it was released with: the plain ${context.family.alias} attribute on ${context.branch.name} could not be resolved to a packaged minor.`
    );
  }
  const atRelease = context.others.defaultAtRelease;
  const released = atRelease?.minor;
  if (released !== void 0) {
    return changed(context, current, released, `NixOS ${releaseName} was released with ${attrOf(context, released)}`);
  }
  const base = context.others.base?.minor;
  if (base !== void 0 && base !== current) {
    return changed(context, current, base, `${context.others.base.branch} has it at ${attrOf(context, base)}`);
  }
  return notice2(
    `Could not decide whether the default of NixOS ${releaseName} changed since its release: its default at the release is unknown${from(atRelease?.source)}.`
  );
}
function changed(context, current, expected, since) {
  if (current === expected) return [];
  const { alias } = context.family;
  const attr = attrOf(context, expected);
  return [
    withFix(
      context,
      {
        rule: "default-changed",
        severity: "error",
        minor: current,
        attr: alias,
        packaged: attrOf(context, current),
        expected: attr,
        ...aliasPlace(context)
      },
      `${alias} on ${context.branch.name} points to ${attrOf(context, current)}, but ${since}: a release keeps its default for its whole life; users pick a newer minor by its attribute.`,
      [...pointDefaultEdits(context, expected), ...backportsFor(context, expected)],
      `points to ${attrOf(context, current)}; ${since}`
    )
  ];
}
function backportsFor(context, restored) {
  const target = pathTarget(context)?.minor;
  return target === void 0 ? [] : missingOnPath(context, restored, target).flatMap((minor) => addEdits(context, minor));
}

// src/evaluate/rules/default-not-newest.ts
function defaultNotNewest(context) {
  if (context.packagedMinors.length === 0) return [];
  const { defaultAttr } = context.packaged;
  const { alias, name } = context.family;
  const target = context.targetDefault;
  const notice2 = (message3) => [
    context.finding({ rule: "default-not-newest", severity: "notice", message: message3 })
  ];
  if (target.minor === void 0) {
    return notice2(
      `Not checked whether ${alias} points to ${target.described} on ${context.branch.name}: ${target.unknownBecause}.`
    );
  }
  if (context.defaultMinor !== void 0 && context.isUnreadable(context.defaultMinor)) return [];
  const targetMinor = target.minor;
  const targetAttr = attrOf(context, targetMinor);
  const current = context.defaultMinor ? context.packagedMinor(context.defaultMinor) : void 0;
  if (current && current.minor === targetMinor) return [];
  if (!current && !defaultAttr) {
    return notice2(
      `Could not find what the plain ${alias} attribute points to on ${context.branch.name}, so whether it is ${target.described} (${targetAttr}) was not checked.`
    );
  }
  const unfit = unfitTarget(context, targetMinor);
  if (unfit) {
    return notice2(
      `${alias} was not compared with ${target.described} on ${context.branch.name}: it is ${name} ${targetMinor}, which ${unfit}.`
    );
  }
  const next = context.next;
  const inWindow = next !== void 0 && inFeatureFreezeWindow(next, context.now);
  const pointsTo = current ? `${current.attr} (${current.version.text})` : `${defaultAttr}, which is not a packaged ${name} minor`;
  const window2 = inWindow ? ` The feature freeze of NixOS ${next.name} is on ${describeDate(next.featureFreeze)}: its default is settled by then.` : "";
  return [
    withFix(
      context,
      {
        rule: "default-not-newest",
        severity: inWindow ? "error" : "warning",
        minor: current?.minor,
        attr: alias,
        packaged: current?.attr ?? defaultAttr,
        expected: targetAttr,
        ...aliasPlace(context)
      },
      `${alias} points to ${pointsTo}, but ${target.described} is ${targetAttr}.${window2}`,
      pointDefaultEdits(context, targetMinor),
      `points to ${current?.attr ?? defaultAttr}; ${target.described} is ${targetAttr}`
    )
  ];
}

// src/evaluate/rules/eol-before-eos.ts
function eolBeforeEos(context) {
  const release2 = context.release;
  if (!release2) return [];
  const notice2 = (message3) => [
    context.finding({ rule: "eol-before-eos", severity: "notice", message: message3 })
  ];
  const defaultMinor = context.defaultMinor;
  if (!defaultMinor) {
    return notice2(
      `Not checked whether the default of NixOS ${release2.name} lasts its whole support: the plain ${context.family.alias} attribute on ${context.branch.name} could not be resolved to a packaged minor.`
    );
  }
  const attr = attrOf(context, defaultMinor);
  const eol2 = context.eol(defaultMinor);
  if (!eol2) {
    return notice2(
      `Not checked whether ${attr}, the default of NixOS ${release2.name}, lasts its whole support: its end of life is unknown.`
    );
  }
  const eos = release2.endOfSupport;
  if (!endsBeforeEndOfSupport(eol2, release2)) return [];
  const lasting = context.releasedMinors.find((minor) => {
    const end = context.eol(minor);
    return compareMinors(minor, defaultMinor) > 0 && context.isSupported(minor) && end !== void 0 && !endsBeforeEndOfSupport(end, release2);
  });
  const gap = daysBetween(eol2.date, eos.date);
  const why = `${attr}, the default of NixOS ${release2.name}, reaches its end of life on ${describeDate(eol2)}, ${gap} days before ${release2.name}'s end of support on ${describeDate(eos)}. ` + (lasting ? `Consider making ${attrOf(context, lasting)} the default before the release.` : "Consider a newer default before the release, or tell users when to upgrade.");
  return [
    withFix(
      context,
      {
        rule: "eol-before-eos",
        severity: "warning",
        minor: defaultMinor,
        attr,
        packaged: context.packagedMinor(defaultMinor)?.version.text,
        expected: lasting ? attrOf(context, lasting) : void 0,
        ...aliasPlace(context)
      },
      why,
      lasting ? switchReleaseDefaultEdits(context, lasting, defaultMinor) : [],
      `end of life ${describeDate(eol2)}, ${gap} days before NixOS ${release2.name} ends`
    )
  ];
}

// src/evaluate/rules/eol-during-next.ts
function eolDuringNext(context) {
  const next = context.next;
  if (!next || !inFeatureFreezeWindow(next, context.now)) return [];
  const target = context.targetDefault;
  if (target.minor === void 0) {
    return [
      context.finding({
        rule: "eol-during-next",
        severity: "notice",
        message: `Not checked which minors die during NixOS ${next.name} before its feature freeze: the minor to keep, ${target.described}, is unknown (${target.unknownBecause}).`
      })
    ];
  }
  const kept = unfitTarget(context, target.minor) === void 0 ? target.minor : void 0;
  return context.packagedMinors.flatMap((pm) => {
    const eol2 = context.eol(pm.minor);
    if (kept !== void 0 && pm.minor === kept || !eol2 || !endsBeforeEndOfSupport(eol2, next)) return [];
    return [
      removalFinding(
        context,
        {
          rule: "eol-during-next",
          severity: "warning",
          minor: pm.minor,
          attr: pm.attr,
          packaged: pm.version.text,
          ...at(pm.location)
        },
        `${pm.attr} reaches its end of life on ${describeDate(eol2)}, before NixOS ${next.name} ends its support on ${describeDate(next.endOfSupport)}. The feature freeze of ${next.name} is on ${describeDate(next.featureFreeze)}: drop it now, while breaking changes are allowed.`,
        `end of life ${describeDate(eol2)}, before NixOS ${next.name} ends; its feature freeze is on ${describeDate(next.featureFreeze)}`
      )
    ];
  });
}

// src/evaluate/rules/eol-soon.ts
var EOL_SOON_DAYS = 30;
function eolSoon(context) {
  const findings2 = [];
  const horizon = addDays(context.today, EOL_SOON_DAYS).getTime();
  for (const pm of context.packagedMinors) {
    const eol2 = context.eol(pm.minor);
    if (!eol2) continue;
    const end = eol2.date.getTime();
    if (end <= context.today.getTime() || end > horizon) continue;
    const days = daysBetween(context.today, eol2.date);
    findings2.push(
      context.finding({
        rule: "eol-soon",
        severity: "warning",
        minor: pm.minor,
        attr: pm.attr,
        packaged: pm.version.text,
        message: `${pm.attr} reaches its end of life on ${describeDate(eol2)}, in ${days} day${days === 1 ? "" : "s"}. Plan its removal from ${context.branch.name} and tell its users to move to a newer minor.`,
        ...at(pm.location)
      })
    );
  }
  return findings2;
}

// src/evaluate/rules/extra-at-release.ts
function extraAtRelease(context) {
  const { policy } = context.options;
  if (!policyDropsMinors(policy)) return [];
  const release2 = context.release;
  const releaseName = release2 ? `NixOS ${release2.name}` : `the release of ${context.branch.name}`;
  const defaultMinor = context.defaultMinor;
  if (!defaultMinor) {
    return [
      context.finding({
        rule: "extra-at-release",
        severity: "notice",
        message: `Not checked which minors ${releaseName} should drop: the plain ${context.family.alias} attribute on ${context.branch.name} could not be resolved to a packaged minor.`
      })
    ];
  }
  const defaultAttr = attrOf(context, defaultMinor);
  return context.packagedMinors.flatMap((pm) => {
    if (pm.minor === defaultMinor) return [];
    const membership = membershipAtRelease(policy, context.eol(pm.minor), release2);
    if (membership.keeps) return [];
    const fields = {
      rule: "extra-at-release",
      severity: "error",
      minor: pm.minor,
      attr: pm.attr,
      packaged: pm.version.text,
      ...at(pm.location)
    };
    if (membership.because === "one-minor-per-release") {
      return [
        removalFinding(
          context,
          fields,
          `${pm.attr} is packaged besides the default ${defaultAttr}, but ${releaseName} ships one ${context.family.name} minor.`,
          `${releaseName} ships one ${context.family.name} minor, ${defaultAttr}`
        )
      ];
    }
    const { eol: eol2, release: r } = membership;
    return [
      removalFinding(
        context,
        fields,
        `${pm.attr} reaches its end of life on ${describeDate(eol2)}, before NixOS ${r.name}'s end of support on ${describeDate(r.endOfSupport)}.`,
        `end of life ${describeDate(eol2)}, before NixOS ${r.name} ends on ${describeDate(r.endOfSupport)}`
      )
    ];
  });
}

// src/evaluate/rules/layout-unrecognized.ts
function layoutUnrecognized(context) {
  const { name } = context.family;
  const errors = context.packaged.problems.map(
    (problem) => context.finding({
      rule: "layout-unrecognized",
      severity: "error",
      message: `Could not read ${problem.file}${problem.line ? ` line ${problem.line}` : ""}: ${problem.message}. What it defines was not checked; fix it, or report the layout to k3s-release-guard if it is right.`,
      file: problem.file,
      ...problem.line ? { line: problem.line } : {}
    })
  );
  const notices = (context.packaged.unknownEntries ?? []).map(
    (entry) => context.finding({
      rule: "layout-unrecognized",
      severity: "notice",
      message: `Unexpected entry ${entry.file} in the ${name} folder, ignored: the action reads ${entry.expected}. Nothing to do if it belongs there; if it packages a ${name} minor, report the layout to k3s-release-guard.`,
      file: entry.file
    })
  );
  return [...errors, ...notices];
}

// src/evaluate/rules/minor-eol.ts
var KEPT_TEXT = {
  "dropped-before-release": {
    unmarked: (_branch, moveTo) => `It gets no upstream fixes any more; a release keeps it all the same, so mark it and ${moveTo}.`,
    marked: (where2, moveTo) => `It is marked with meta.knownVulnerabilities (${where2}), as a release keeps its minors: nothing more to do but ${moveTo}.`
  },
  "always-marked": {
    unmarked: (branch, moveTo) => `A release keeps it: do not remove it from ${branch}; mark it and ${moveTo}.`,
    marked: (where2, moveTo) => `It is marked with meta.knownVulnerabilities (${where2}), as a release keeps its minors; ${moveTo}.`
  }
};
function minorEolRule(onRelease) {
  return (context) => {
    const marks = onRelease === "always-marked" ? context.branch.kind === "stable" : context.phase === "supported";
    return context.packagedMinors.flatMap((pm) => {
      const eol2 = context.eol(pm.minor);
      if (!eol2) return onRelease === "always-marked" && marks ? [] : [unknown(context, pm)];
      if (!context.hasEnded(pm.minor)) return [];
      const why = `${pm.attr} (${pm.version.text}) reached its end of life on ${describeDate(eol2)}.`;
      const fields = {
        rule: "minor-eol",
        minor: pm.minor,
        attr: pm.attr,
        packaged: pm.version.text,
        ...at(pm.location)
      };
      const reason = `end of life ${describeDate(eol2)}`;
      if (marks) return [marked(context, pm, fields, why, `${reason}; a release keeps it`, onRelease)];
      const cannotShip = context.phase === "pre-release" ? " It cannot ship with the release." : "";
      return [removalFinding(context, { ...fields, severity: "error" }, `${why}${cannotShip}`, reason)];
    });
  };
}
var minorEol = minorEolRule("dropped-before-release");
function marked(context, pm, fields, why, reason, onRelease) {
  const newer = context.packagedMinors.find(
    (other) => compareMinors(other.minor, pm.minor) > 0 && context.isSupported(other.minor)
  );
  const moveTo = `tell its users to move to ${newer ? newer.attr : "a supported minor"}`;
  const text3 = KEPT_TEXT[onRelease];
  const mark = pm.knownVulnerabilities;
  if (mark) {
    const where2 = `${mark.file}${mark.line > 0 ? ` line ${mark.line}` : ""}`;
    return context.removal({ ...fields, severity: "notice", message: `${why} ${text3.marked(where2, moveTo)}` });
  }
  const finding = withFix(
    context,
    { ...fields, severity: "warning" },
    `${why} ${text3.unmarked(context.branch.name, moveTo)}`,
    [{ kind: "mark", minor: pm.minor, attr: pm.attr }],
    reason
  );
  return context.removal({ ...finding, minor: pm.minor });
}
function unknown(context, pm) {
  return context.finding({
    rule: "minor-eol",
    severity: "notice",
    minor: pm.minor,
    attr: pm.attr,
    packaged: pm.version.text,
    message: `Not checked whether ${pm.attr} has reached its end of life: neither the Kubernetes lifecycle data nor the upstream ${context.family.name} releases know ${pm.minor}.`,
    ...at(pm.location)
  });
}

// src/evaluate/rules/minor-missing.ts
function minorMissing(context) {
  const oldest = context.packagedMinors[0];
  if (!oldest) return [];
  const stableDefault = context.others.currentStableDefault?.minor;
  return context.releasedMinors.filter((minor) => compareMinors(minor, oldest.minor) > 0).filter((minor) => stableDefault === void 0 || compareMinors(minor, stableDefault) >= 0).filter((minor) => context.isSupported(minor) && !context.packagedMinor(minor)).map((minor) => beyondLifecycle(context, minor) ? unknownMinor(context, minor) : missing(context, minor));
}
function beyondLifecycle(context, minor) {
  const newestKnown = context.lifecycleMinors.at(-1);
  if (newestKnown === void 0 || context.lifecycleKnows(minor)) return false;
  const known = parseMinor(newestKnown);
  const asked = parseMinor(minor);
  return asked.major !== known.major ? asked.major > known.major : asked.minor - known.minor > 1;
}
function unknownMinor(context, minor) {
  const newestKnown = context.lifecycleMinors.at(-1);
  return context.finding({
    rule: "minor-missing",
    severity: "notice",
    minor,
    attr: attrOfMinor(context.family, minor),
    message: `${context.family.name} ${minor} has a release upstream (${context.latest(minor).version.text}), but the Kubernetes lifecycle data knows no minor after ${newestKnown}, so ${minor} is not asked for. Check that release upstream; once Kubernetes lists ${minor}, a missing ${attrOfMinor(context.family, minor)} is an error.`
  });
}
function missing(context, minor) {
  const attr = attrOfMinor(context.family, minor);
  const latest = context.latest(minor);
  const ga = formatDay(context.ga(minor));
  const edits = addEdits(context, minor);
  if (becomesTargetDefault(context, minor)) edits.push({ kind: "point-default", minor, attr });
  return withFix(
    context,
    { rule: "minor-missing", severity: "error", minor, attr, expected: latest.version.text, ...aliasPlace(context) },
    `${context.family.name} ${minor} is supported upstream (GA ${ga}, latest ${latest.version.text}) but ${context.branch.name} has no ${attr}.`,
    edits,
    `supported upstream since ${ga}`
  );
}

// src/evaluate/rules/minor-superseded.ts
function minorSuperseded(context) {
  const stable = currentStable(context.calendar, context.now);
  const stableName = stable ? `NixOS ${stable.name}` : "the current stable release";
  const fact = context.others.currentStableDefault;
  const stableDefault = fact?.minor;
  if (stableDefault === void 0) {
    return [
      context.finding({
        rule: "minor-superseded",
        severity: "notice",
        message: `Not checked whether ${context.branch.name} still packages minors older than the default of ${stableName}: that default is unknown${from(fact?.source)}. ${context.words.readBranch(fact?.branch ?? (stable ? `release-${stable.name}` : "the stable branch"))} to check it.`
      })
    ];
  }
  return context.packagedMinors.filter((pm) => compareMinors(pm.minor, stableDefault) < 0).map(
    (pm) => removalFinding(
      context,
      {
        rule: "minor-superseded",
        severity: "error",
        minor: pm.minor,
        attr: pm.attr,
        packaged: pm.version.text,
        ...at(pm.location)
      },
      `${pm.attr} is older than ${context.family.name} ${stableDefault}, the default of ${stableName} on ${fact.branch}; nobody upgrading from stable needs it.`,
      `older than ${context.family.name} ${stableDefault}, the default of ${stableName}`
    )
  );
}

// src/evaluate/rules/patch-behind.ts
function patchBehind(context) {
  return context.packagedMinors.flatMap((pm) => {
    const latest = context.latest(pm.minor);
    if (!latest || compareVersions(pm.version, latest.version) >= 0) return [];
    const expected = latest.version.text;
    return [
      withFix(
        context,
        {
          rule: "patch-behind",
          severity: "warning",
          minor: pm.minor,
          attr: pm.attr,
          packaged: pm.version.text,
          expected,
          ...at(pm.location)
        },
        `${pm.attr} is ${pm.version.text}; upstream has ${expected} (${formatDay(latest.publishedAt)}).`,
        [{ kind: "update", minor: pm.minor, attr: pm.attr, version: expected }],
        `${pm.version.text} \u2192 ${expected}, released ${formatDay(latest.publishedAt)}`
      )
    ];
  });
}

// src/evaluate/rules/release-default-not-newest.ts
function releaseDefaultNotNewest(context) {
  const releaseName = context.release ? `NixOS ${context.release.name}` : `the release of ${context.branch.name}`;
  const notice2 = (message3) => [
    context.finding({ rule: "release-default-not-newest", severity: "notice", message: message3 })
  ];
  const defaultMinor = context.defaultMinor;
  if (defaultMinor === void 0) {
    return notice2(
      `Not checked whether the default of ${releaseName} is its newest minor: the plain ${context.family.alias} attribute on ${context.branch.name} could not be resolved to a packaged minor.`
    );
  }
  const master = context.others.unstableDefault;
  const masterMinors = minorsKnownOf(master);
  const onRelease = context.packagedMinors.map((pm) => pm.minor);
  const newest = [...onRelease, ...masterMinors].filter((minor) => !context.hasEnded(minor)).sort(compareMinors).at(-1);
  const masterNote = masterMinors.length === 0 ? notice2(`Compared with the minors of ${context.branch.name} only: the minors packaged on master were not read.`) : [];
  if (newest === void 0 || compareMinors(newest, defaultMinor) <= 0) return masterNote;
  const attr = attrOf(context, newest);
  const defaultAttr = attrOf(context, defaultMinor);
  const packagedHere = context.packagedMinor(newest);
  const places = [...packagedHere ? [context.branch.name] : [], ...masterMinors.includes(newest) ? ["master"] : []];
  const edits = switchReleaseDefaultEdits(context, newest, defaultMinor);
  const drop = [{ kind: "remove", minor: newest, attr }];
  const otherWay = packagedHere ? `Or keep ${defaultAttr} on purpose: ${lowerFirst(describeEdits(context, drop))}` : `Or keep ${defaultAttr} on purpose and leave ${attr} off ${context.branch.name}.`;
  const finding = context.finding({
    rule: "release-default-not-newest",
    severity: "warning",
    minor: newest,
    attr,
    packaged: packagedHere?.version.text,
    expected: attr,
    message: `${context.family.alias} on ${context.branch.name} points to ${defaultAttr}, but ${attr} is packaged on ${places.join(" and ")}. To ship ${attr} as the default of ${releaseName}: ${lowerFirst(describeEdits(context, edits))} ${otherWay}`,
    ...aliasPlace(context),
    fix: { edits, reason: `newer than the default ${defaultAttr}, packaged on ${places.join(" and ")}` }
  });
  return [...masterNote, finding];
}
function lowerFirst(text3) {
  return `${text3.charAt(0).toLowerCase()}${text3.slice(1)}`;
}

// src/evaluate/releaseNotes.ts
var escape = (text3) => text3.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function notesNameMinor(text3, family, minor) {
  const parsed = parseMinor(minor);
  if (!parsed) return false;
  const { major, minor: number } = parsed;
  const attr = new RegExp(`${escape(family.attrPrefix)}${major}_${number}(?!\\d)`);
  const version = new RegExp(`(?<![\\d.])v?${major}\\.${number}(?!\\d)`);
  const name = new RegExp(`(?<![\\w-])${escape(family.name)}(?![\\w-])`, "i");
  return text3.split(/\r?\n/).some((line) => attr.test(line) || name.test(line) && version.test(line));
}

// src/evaluate/rules/release-note-missing.ts
function releaseNoteMissing(context) {
  const announcements = toAnnounce(context);
  if (announcements.length === 0) return [];
  const notes = context.packaged.releaseNotes;
  const file = releaseNotesFile(context);
  const minors = announcements.map((a) => `${context.family.name} ${a.minor}`).join(", ");
  if (notes?.text === void 0) {
    const because = notes ? `${file} does not exist in the tree` : "they were not read";
    return [
      context.finding({
        rule: "release-note-missing",
        severity: "notice",
        message: `Could not decide whether the release notes announce ${minors}: ${because}.`,
        ...notes ? { file } : {}
      })
    ];
  }
  const text3 = notes.text;
  return announcements.filter((a) => !notesNameMinor(text3, context.family, a.minor)).map(
    (a) => withFix(
      context,
      { rule: "release-note-missing", severity: "warning", minor: a.minor, attr: attrOf(context, a.minor), file },
      `${a.why}, but no line of ${file} names ${context.family.name} and ${a.minor}.`,
      [{ kind: "release-note", minor: a.minor, file }],
      `${a.reason}, not in the release notes`
    )
  );
}
function toAnnounce(context) {
  const fact = releaseFact(context, lastBranched(context.calendar, context.now));
  const branchedDefault = fact?.minor;
  const { alias } = context.family;
  const list = [];
  const current = context.defaultMinor;
  if (current !== void 0 && !context.isUnreadable(current) && branchedDefault !== void 0 && current !== branchedDefault) {
    list.push({
      minor: current,
      why: `${alias} points to ${attrOf(context, current)} on ${context.branch.name}, while ${fact.branch} has ${alias} at ${context.family.name} ${branchedDefault}`,
      reason: `the default was ${context.family.name} ${branchedDefault} on ${fact.branch}`
    });
  }
  for (const minor of minorsOfFact(fact) ?? []) {
    if (!context.packagedMinor(minor) && !context.isUnreadable(minor))
      list.push({
        minor,
        why: `${attrOf(context, minor)} is packaged on ${fact.branch} but gone from ${context.branch.name}`,
        reason: `gone since ${fact.branch}`
      });
  }
  return list;
}

// src/evaluate/rules/removal-unannounced.ts
var removalUnannounced = (context) => findings(context, "live");
var removalUnannouncedAgainstCurrentStable = (context) => findings(context, "current-stable");
function compared(context, which) {
  const releases = which === "live" ? liveReleases(context.calendar, context.now) : [currentStable(context.calendar, context.now)];
  return releases.flatMap((release2) => {
    if (!release2) return [];
    const minors = minorsOfFact(releaseFact(context, release2));
    return [{ branch: `release-${release2.name}`, ...minors ? { minors } : {} }];
  });
}
function findings(context, which) {
  const notice2 = (message3) => context.finding({ rule: "removal-unannounced", severity: "notice", message: message3 });
  const releases = compared(context, which);
  const { base } = context.others;
  const baseMinors = minorsOfFact(base);
  const unread = releases.filter((r) => r.minors === void 0).map((r) => r.branch);
  const notRead = (what) => notice2(
    `Not checked whether the minors removed from ${context.branch.name} leave a throw in ${ALIASES_FILE}: the minors packaged on ${what} were not read.`
  );
  if (releases.length === unread.length && baseMinors === void 0)
    return [notRead(unread.length > 0 ? unread.join(" and ") : "the current stable branch")];
  const where2 = /* @__PURE__ */ new Map();
  for (const { branch, minors } of releases)
    for (const minor of minors ?? []) where2.set(minor, [...where2.get(minor) ?? [], branch]);
  for (const minor of baseMinors ?? []) if (!where2.has(minor)) where2.set(minor, [base.branch]);
  const gone = [...where2.keys()].filter((minor) => !context.packagedMinor(minor) && !context.isUnreadable(minor)).sort(compareMinors);
  const unreadNotice = unread.length > 0 ? [notRead(unread.join(" and "))] : [];
  if (gone.length === 0) return unreadNotice;
  const thrown = context.packaged.thrown;
  if (thrown === void 0) {
    const attrs = gone.map((minor) => attrOfMinor(context.family, minor)).join(", ");
    return [
      notice2(
        `Not checked whether ${ALIASES_FILE} has a throw for ${attrs}, gone from ${context.branch.name}: the file was not read (a sparse checkout must include it).`
      ),
      ...unreadNotice
    ];
  }
  const errors = gone.filter((minor) => !thrown.some((t) => t.minor === minor)).map((minor) => {
    const attr = attrOfMinor(context.family, minor);
    return withFix(
      context,
      { rule: "removal-unannounced", severity: "error", minor, attr, file: ALIASES_FILE },
      `${attr} is packaged on ${where2.get(minor).join(" and ")} but gone from ${context.branch.name}, and ${ALIASES_FILE} has no throw for it: its users would meet an unknown attribute instead of the reason it went.`,
      [{ kind: "throw", minor, attr }],
      `packaged on ${where2.get(minor).join(" and ")}, gone without a throw`
    );
  });
  return [...errors, ...unreadNotice];
}

// src/families/k3s/rules.ts
var K3S_RULES = {
  unstable: [
    layoutUnrecognized,
    patchBehind,
    minorMissing,
    defaultNotNewest,
    minorEol,
    eolSoon,
    minorSuperseded,
    eolDuringNext,
    removalUnannounced,
    releaseNoteMissing
  ],
  // The branch-off checklist.
  "pre-release": [layoutUnrecognized, extraAtRelease, releaseDefaultNotNewest, minorEol, patchBehind, eolBeforeEos],
  supported: [layoutUnrecognized, patchBehind, backportMissing, minorEol, defaultChanged],
  // One notice and nothing else, not even unreadable files.
  retired: [branchRetired]
};

// src/families/k3s/traits.ts
var K3S_TRAITS = {
  id: "k3s",
  name: "k3s",
  folder: "pkgs/applications/networking/cluster/k3s",
  allPackagesRef: "../applications/networking/cluster/k3s",
  attrPrefix: "k3s_",
  alias: "k3s",
  versionVariable: "k3sVersion",
  buildTag: "k3s",
  // The first three are the examples a message names.
  packagingEntries: [
    "builder.nix",
    "update-script.sh",
    "docs",
    "default.nix",
    "builders",
    "versions.nix",
    "chart-versions.nix",
    "images-versions.json",
    "update.sh",
    "patches",
    "README.md"
  ],
  singleFileLayout: { era: "before 2023" },
  upstreamRepository: "k3s-io/k3s",
  team: "NixOS/k3s"
};

// src/families/k3s/family.ts
var k3s = {
  traits: K3S_TRAITS,
  readPackagedState: (tree) => readPackagedState(tree, K3S_TRAITS),
  rules: K3S_RULES
};

// src/families/rke2/channelFolders.ts
var CHANNEL_FOLDERS = ["stable", "latest", "testing"];
function hasChannelFolders(listing) {
  return listing?.some((name) => CHANNEL_FOLDERS.includes(name)) ?? false;
}
async function readChannelFolders(tree, family) {
  const { allPackages, aliases } = NIXPKGS_PATHS;
  const defaultFile = `${family.folder}/default.nix`;
  const [release2, listing, allPackagesRead, aliasesRead, defaultRead] = await Promise.all([
    readNixosVersion(tree),
    attempt(() => tree.listDir(family.folder)),
    attempt(() => tree.readText(allPackages)),
    attempt(() => tree.readText(aliases)),
    attempt(() => tree.readText(defaultFile))
  ]);
  const problems = [];
  const state = { minors: [], problems };
  if (release2.nixosVersion !== void 0) state.nixosVersion = release2.nixosVersion;
  if (release2.problem) problems.push(release2.problem);
  readAliases(family, aliasesRead, state);
  if ("problem" in listing) problems.push(listing.problem);
  const entries = folderEntries(family, "value" in listing ? listing.value ?? [] : [], state);
  const reads = await Promise.all(entries.map((entry) => readFolder(family, tree, entry)));
  const packaged = /* @__PURE__ */ new Map();
  for (const [index, read] of reads.entries()) {
    if (!("problem" in read)) {
      packaged.set(read.attr, read);
      continue;
    }
    problems.push(read.problem);
    const { minor, attr } = entries[index];
    if (minor !== void 0) (state.unreadable ??= []).push({ minor, attr, file: read.problem.file });
  }
  let source;
  if ("problem" in defaultRead) problems.push(defaultRead.problem);
  else if (defaultRead.value === void 0)
    problems.push({ file: defaultFile, message: `not found; expected it to build ${listText([...packaged.keys()])}` });
  else source = new NixSource(defaultFile, defaultRead.value);
  let facts;
  if ("problem" in allPackagesRead) problems.push(allPackagesRead.problem);
  else if (allPackagesRead.value === void 0)
    problems.push({ file: allPackages, message: `not found; expected it to expose the ${family.name} attributes` });
  else {
    const channelNames = CHANNEL_FOLDERS.map((folder) => `${family.attrPrefix}${folder}`);
    facts = readAllPackages(family, new NixSource(allPackages, allPackagesRead.value), channelNames);
    problems.push(...facts.problems);
  }
  state.layout = "channel-folders";
  if (source) {
    const channels = bindPackages(family, source, entries, packaged, problems);
    const names = channelAliasNames(family);
    for (const name of names.filter((n) => !entries.some((e) => e.attr === n)))
      channels.push(...namedAlias(source, name, packaged, problems));
    state.channelAliases = names.flatMap((name) => channels.filter((alias) => alias.attr === name));
  }
  if (facts) checkExposed(family, facts, entries, packaged, problems);
  state.minors = [...packaged.values()].sort((a, b) => compareMinors(a.minor, b.minor) || a.attr.localeCompare(b.attr));
  if (facts) resolveAlias(family, facts.aliases, state, "per-minor", /* @__PURE__ */ new Set());
  thrownButPackaged(family, state, facts);
  return state;
}
function folderEntries(family, listing, state) {
  const entries = [];
  for (const name of listing) {
    const minorFolder = MINOR_FOLDER.exec(name);
    if (CHANNEL_FOLDERS.includes(name))
      entries.push({ folder: name, attr: `${family.attrPrefix}${name}` });
    else if (minorFolder) {
      const minor = `${Number(minorFolder[1])}.${Number(minorFolder[2])}`;
      entries.push({ folder: name, attr: attrOfMinor(family, minor), minor });
    } else if (isUnknownEntry(family, name)) {
      (state.unknownEntries ??= []).push({
        file: `${family.folder}/${name}`,
        expected: `the channel folders ${CHANNEL_FOLDERS.join(", ")}, minor folders named like 1_30 and known packaging files`
      });
    }
  }
  return entries;
}
async function readFolder(family, tree, entry) {
  const file = `${family.folder}/${entry.folder}/versions.nix`;
  const read = await attempt(() => tree.readText(file));
  if ("problem" in read) return { problem: read.problem };
  if (read.value === void 0) {
    return {
      problem: {
        file,
        message: `folder ${entry.folder}/ has no versions.nix; expected it to set ${family.versionVariable} = "1.31.4+${family.buildTag}1";`
      }
    };
  }
  const version = readVersionAssignment(family, new NixSource(file, read.value), entry.minor);
  if ("problem" in version) return version;
  return { minor: entry.minor ?? minorOf(version.version), attr: entry.attr, ...version };
}
function bindPackages(family, source, entries, packaged, problems) {
  const minorBlocks = readPackageBlocks(family, source);
  problems.push(...minorBlocks.problems);
  const channels = [];
  for (const entry of entries) {
    const bindings = entry.minor === void 0 ? bindingsOf(source, entry.attr) : [minorBlocks.blocks.get(entry.attr)].filter((block) => block !== void 0).map((block) => ({ start: block.value.start, location: block.location }));
    const binding = oneBinding(source, entry.attr, bindings, `although ${entry.folder}/ exists`, problems);
    if (!binding) {
      packaged.delete(entry.attr);
      continue;
    }
    const { start, location } = binding;
    const end = source.bindingEnd(start);
    const value = source.code(start, Math.max(0, end - start));
    const own = packaged.get(entry.attr);
    if (entry.minor === void 0 && NAMED.test(value)) {
      packaged.delete(entry.attr);
      channels.push(...namedAlias(source, entry.attr, packaged, problems));
      continue;
    }
    if (!new RegExp(`\\./${escapeRegExp(entry.folder)}/versions\\.nix`).test(value)) {
      problems.push({
        ...location,
        message: `${entry.attr} = ${excerpt(value.trim())} does not build from ${entry.folder}/versions.nix; expected ${entry.attr} = common ((import ./${entry.folder}/versions.nix) // ...) extraArgs;`
      });
      packaged.delete(entry.attr);
      continue;
    }
    const marked2 = end === -1 ? void 0 : knownVulnerabilitiesIn(source, { start, end });
    if (own && marked2) own.knownVulnerabilities = marked2;
    if (own && entry.minor === void 0) channels.push({ attr: entry.attr, minor: own.minor, location });
  }
  return channels;
}
var NAMED = /^\s*([A-Za-z_][\w'-]*)\s*$/;
function bindingsOf(source, attr) {
  const binding = new RegExp(`${NOT_AFTER_NAME}${escapeRegExp(attr)}\\s*=(?!=)\\s*`, "g");
  return [...source.codeMatches(binding)].map((match) => ({
    start: match.index + match[0].length,
    location: source.at(match.index)
  }));
}
function oneBinding(source, attr, bindings, why, problems) {
  if (bindings.length === 1) return bindings[0];
  problems.push(
    bindings.length === 0 ? { file: source.file, message: `${attr} is not bound here ${why}` } : {
      ...bindings[1].location,
      message: `${attr} is bound ${bindings.length} times (lines ${listText(bindings.map((b) => b.location.line))}); expected once`
    }
  );
  return void 0;
}
function namedAlias(source, attr, packaged, problems) {
  const binding = oneBinding(source, attr, bindingsOf(source, attr), "as a channel of its own", problems);
  if (!binding) return [];
  const end = source.bindingEnd(binding.start);
  const value = source.code(binding.start, Math.max(0, end - binding.start));
  const named = NAMED.exec(value)?.[1];
  if (named === void 0) {
    problems.push({
      ...binding.location,
      message: `${attr} = ${excerpt(value.trim())} is not understood; expected a channel folder ${attr.replace(/^[^_]+_/, "")}/ or ${attr} = <a minor attribute>;`
    });
    return [];
  }
  const target = packaged.get(named);
  if (!target)
    problems.push({ ...binding.location, message: `${attr} points to ${named}, which is not packaged here` });
  return [{ attr, target: named, ...target ? { minor: target.minor } : {}, location: binding.location }];
}
function checkExposed(family, facts, entries, packaged, problems) {
  const exposed = new Set([...facts.exposures, ...facts.channelExposures].map((e) => e.attr));
  for (const entry of entries) {
    if (!exposed.has(entry.attr)) {
      problems.push({
        file: NIXPKGS_PATHS.allPackages,
        message: `${entry.attr} is not exposed although ${family.folder}/${entry.folder}/ exists; expected it in "inherit (callPackage ${family.allPackagesRef} { }) ...;"`
      });
      packaged.delete(entry.attr);
    }
  }
  const folders = new Set(entries.map((e) => e.attr));
  for (const exposure of facts.exposures)
    if (!folders.has(exposure.attr)) problems.push(missingFolder(family, exposure.attr, exposure.location));
}

// src/families/rke2/rules/channel-alias-behind.ts
function channelAliasBehind(context) {
  const names = context.family.channelAliases;
  if (!names) return [];
  const alias = (attr) => context.packaged.channelAliases?.find((a) => a.attr === attr);
  return [...stableBehind(context, alias(names.stable), names.stable), ...latestBehind(context, alias(names.latest))];
}
function stableBehind(context, alias, name) {
  const channel = context.stableChannel;
  if (!channel?.minor) {
    return [
      context.finding({
        rule: "channel-alias-behind",
        severity: "notice",
        attr: name,
        message: `Not checked whether ${name} follows ${context.family.name}'s stable channel: ${channel?.source ?? "the channel file was not read"}.`
      })
    ];
  }
  if (alias?.minor === void 0 || alias.minor === channel.minor) return [];
  const channelText = `the stable channel of ${context.family.name} (${channelFileOf(context.family)}) is at ${channel.version ?? channel.minor}`;
  return [behind(context, alias, alias.minor, channel.minor, channelText)];
}
function latestBehind(context, alias) {
  const newest = context.packagedMinors.filter((pm) => isRelease(pm.version)).at(-1);
  if (!newest || alias?.minor === void 0 || alias.minor === newest.minor) return [];
  return [behind(context, alias, alias.minor, newest.minor, `the newest packaged minor is ${newest.attr}`)];
}
function behind(context, alias, now, wanted, why) {
  const { family } = context;
  const wantedAttr = attrOfMinor(family, wanted);
  const fields = {
    rule: "channel-alias-behind",
    severity: "warning",
    minor: now,
    attr: alias.attr,
    packaged: alias.target ?? `${family.name} ${now}`,
    expected: wantedAttr,
    ...at(alias.location)
  };
  const points = `${alias.attr} points to ${alias.target ?? `${family.name} ${now}`}, but ${why}`;
  if (alias.target === void 0) {
    const versions = context.packaged.minors.find((m) => m.attr === alias.attr)?.location.file;
    return context.finding({
      ...fields,
      message: `${points}. Update ${versions ?? alias.attr} to ${family.name} ${wanted}.`
    });
  }
  const point = { kind: "point-default", minor: wanted, attr: wantedAttr, alias: alias.attr };
  const edits = context.packagedMinor(wanted) ? [point] : [...addEdits(context, wanted), point];
  return withFix(
    context,
    fields,
    `${points} (the update script of ${wantedAttr} sets the channel aliases).`,
    edits,
    why
  );
}

// src/families/rke2/rules/releaseBaseline.ts
function releaseBaselines(context, rule, undecided) {
  const baselines = [];
  const notices = [];
  const { defaultAtRelease: tag, base } = context.others;
  if (context.phase === "supported") {
    if (tag?.minors) baselines.push({ kind: "release", fact: tag, minors: tag.minors });
    else {
      const release2 = context.release?.name ?? context.branch.release ?? context.branch.name;
      notices.push(
        context.finding({
          rule,
          severity: "notice",
          message: `Could not decide ${undecided}: the state of NixOS ${release2} at its release is unknown${from(tag?.source)}.`
        })
      );
    }
  }
  if (base?.minors) baselines.push({ kind: "base", fact: base, minors: base.minors });
  return { baselines, notices };
}
function releasedText(context, baseline) {
  const release2 = context.release?.name ?? context.branch.release ?? baseline.fact.branch;
  return `NixOS ${release2} was released (tag ${baseline.fact.branch})`;
}

// src/families/rke2/rules/default-changed.ts
function defaultChanged2(context) {
  const names = context.family.channelAliases;
  if (!names) return [];
  const { baselines, notices } = releaseBaselines(
    context,
    "default-changed",
    `whether ${names.stable} and ${names.latest} on ${context.branch.name} still point where they did at the release`
  );
  const findings2 = [];
  for (const alias of context.packaged.channelAliases ?? []) {
    if (alias.minor === void 0) continue;
    for (const baseline of baselines) {
      const then = baseline.fact.channelAliases?.find((a) => a.attr === alias.attr)?.minor;
      if (then === void 0 || then === alias.minor) continue;
      const since = baseline.kind === "release" ? `${releasedText(context, baseline)} with it at ${context.family.name} ${then}` : `this pull request moves it from ${context.family.name} ${then}`;
      findings2.push(changed2(context, alias, alias.minor, then, since));
      break;
    }
  }
  return [...notices, ...findings2];
}
function changed2(context, alias, now, then, since) {
  const { family, branch } = context;
  const thenAttr = attrOfMinor(family, then);
  const what = alias.target ?? `${family.name} ${now}`;
  const fields = {
    rule: "default-changed",
    severity: "error",
    minor: now,
    attr: alias.attr,
    packaged: alias.target ?? now,
    expected: alias.target !== void 0 ? thenAttr : then,
    ...at(alias.location)
  };
  const why = `${alias.attr} on ${branch.name} points to ${what}, but ${since}: the update script sets the channel aliases on master only, and they never change on a release branch.`;
  if (alias.target === void 0) {
    const versions = context.packaged.minors.find((m) => m.attr === alias.attr)?.location.file;
    return context.finding({
      ...fields,
      message: `${why} Put ${versions ?? alias.attr} back on ${family.name} ${then}, at its latest patch.`
    });
  }
  const point = { kind: "point-default", minor: then, attr: thenAttr, alias: alias.attr };
  const edits = context.packagedMinor(then) ? [point] : [...addEdits(context, then), point];
  return withFix(context, fields, why, edits, `points to ${what}; ${since}`);
}

// src/families/rke2/rules/minor-added-on-stable.ts
function minorAddedOnStable(context) {
  const { baselines, notices } = releaseBaselines(
    context,
    "minor-added-on-stable",
    `whether ${context.branch.name} packages a minor its release did not`
  );
  const reported = /* @__PURE__ */ new Set();
  const findings2 = [];
  for (const baseline of baselines) {
    for (const pm of context.packagedMinors) {
      if (reported.has(pm.minor) || baseline.minors.some((m) => m === pm.minor)) continue;
      reported.add(pm.minor);
      const since = baseline.kind === "release" ? `is packaged on ${context.branch.name} but was not when ${releasedText(context, baseline)}` : `is added to ${context.branch.name} by this pull request`;
      findings2.push(
        withFix(
          context,
          {
            rule: "minor-added-on-stable",
            severity: "error",
            minor: pm.minor,
            attr: pm.attr,
            packaged: pm.version.text,
            ...at(pm.location)
          },
          `${pm.attr} (${context.family.name} ${pm.minor}) ${since}: new ${context.family.name} minors are not backported to a release; its users take it from unstable.`,
          [{ kind: "remove", minor: pm.minor, attr: pm.attr }],
          baseline.kind === "release" ? `not packaged when ${releasedText(context, baseline)}` : "added by this pull request"
        )
      );
    }
  }
  return [...notices, ...findings2];
}

// src/families/rke2/rules/minor-removed-on-stable.ts
function minorRemovedOnStable(context) {
  const { baselines, notices } = releaseBaselines(
    context,
    "minor-removed-on-stable",
    `whether ${context.branch.name} dropped a minor of its release`
  );
  const reported = /* @__PURE__ */ new Set();
  const findings2 = [];
  for (const baseline of baselines) {
    for (const minor of [...new Set(baseline.minors)].sort(compareMinors)) {
      if (reported.has(minor) || context.packagedMinor(minor)) continue;
      reported.add(minor);
      const attr = attrOfMinor(context.family, minor);
      const gone = baseline.kind === "release" ? `was packaged when ${releasedText(context, baseline)} but is gone from ${context.branch.name}` : `is removed from ${context.branch.name} by this pull request`;
      findings2.push(
        withFix(
          context,
          // Where the package block goes back.
          {
            rule: "minor-removed-on-stable",
            severity: "error",
            minor,
            attr,
            file: `${context.family.folder}/default.nix`
          },
          `${attr} (${context.family.name} ${minor}) ${gone}: a release never drops a minor; one past its end of life is marked with meta.knownVulnerabilities instead.`,
          // Bringing it back is a backport of the package at its latest patch.
          addEdits(context, minor),
          baseline.kind === "release" ? `packaged when ${releasedText(context, baseline)}` : "removed by this pull request"
        )
      );
    }
  }
  return [...notices, ...findings2];
}

// src/families/rke2/rules.ts
var minorEolAlwaysMarked = minorEolRule("always-marked");
var RELEASE = [
  layoutUnrecognized,
  patchBehind,
  minorAddedOnStable,
  minorRemovedOnStable,
  minorEolAlwaysMarked,
  defaultChanged2
];
var RKE2_RULES = {
  unstable: [
    layoutUnrecognized,
    patchBehind,
    minorMissing,
    channelAliasBehind,
    minorEolAlwaysMarked,
    eolSoon,
    removalUnannouncedAgainstCurrentStable
  ],
  "pre-release": RELEASE,
  supported: RELEASE,
  // One notice and nothing else, not even unreadable files.
  retired: [branchRetired]
};

// src/families/rke2/traits.ts
var RKE2_TRAITS = {
  id: "rke2",
  name: "rke2",
  folder: "pkgs/applications/networking/cluster/rke2",
  allPackagesRef: "../applications/networking/cluster/rke2",
  attrPrefix: "rke2_",
  alias: "rke2",
  versionVariable: "rke2Version",
  buildTag: "rke2r",
  // The first three are the examples a message names.
  packagingEntries: ["builder.nix", "update-script.sh", "default.nix", "README.md", "patches"],
  upstreamRepository: "rancher/rke2",
  // The package's README names no team, and its policy has no release event to mention one for.
  team: "",
  channelAliases: { stable: "rke2_stable", latest: "rke2_latest" },
  channelFile: "channels.yaml",
  issueScope: "rke2",
  // Its README asks for the aliases.nix throw when a minor goes, not for a release note.
  releaseNoteOnRemoval: false,
  // Nothing is dropped at branch-off and no minor is chosen for a release: no checklist, no ping.
  releaseEvents: [],
  // One policy: it follows upstream's active minors, with no choice of which or how far.
  policyChoices: false
};

// src/families/rke2/family.ts
var rke2 = {
  traits: RKE2_TRAITS,
  async readPackagedState(tree) {
    const listing = await tree.listDir(RKE2_TRAITS.folder).catch(() => void 0);
    return hasChannelFolders(listing) ? readChannelFolders(tree, RKE2_TRAITS) : readPackagedState(tree, RKE2_TRAITS);
  },
  rules: RKE2_RULES
};

// src/families/registry.ts
var FAMILIES = [k3s, rke2];
var DEFAULT_FAMILY = k3s;
function familyById(id) {
  return FAMILIES.find((family) => family.traits.id === id);
}

// src/report/inertText.ts
var BREAKS = /[\t\r\n\u0085\u2028\u2029]+/g;
var CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function oneLine(text3) {
  return text3.replace(BREAKS, " ").replace(CONTROL, "");
}
var UPSTREAM_TEXT_LIMIT = 80;
var NAME_LIMIT = 300;
var PROSE_LIMIT = 1e3;
var LINE_LIMIT = 2e3;
function clipText(text3, max) {
  const chars = Array.from(text3);
  return chars.length <= max ? text3 : `${chars.slice(0, Math.max(max - 1, 0)).join("")}\u2026`;
}
function codeSpan(text3, options2 = {}) {
  let content = clipText(oneLine(text3), options2.maxLength ?? NAME_LIMIT);
  content = content.replace(/<!--/g, "\u2039!--");
  if (options2.inTable) content = content.replace(/\|/g, "\\|");
  if (content === "") return "` `";
  const longestRun = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = !/^ +$/.test(content) && /^[` ]|[` ]$/.test(content) ? " " : "";
  return `${fence}${pad}${content}${pad}${fence}`;
}
var PLAIN_WORD = /^[\p{L}\p{N}.,;:'"()/=+?!%…·–—→-]*$/u;
var LINKING = [
  /:\/\//,
  /(^|[^A-Za-z0-9])www\./i,
  /(^|[^A-Za-z0-9])gh-\d/i,
  /(^|[^A-Za-z0-9])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}($|[^A-Za-z0-9])/i
];
var BLOCK_START = /^([-+=]|\d+[.)]$)/;
var WORD_PARTS = /^([("']*)(.*?)([.,;:!?)"']*)$/su;
function isPlain(word) {
  return PLAIN_WORD.test(word) && !LINKING.some((pattern) => pattern.test(word));
}
function inertProse(text3, options2 = {}) {
  const line = clipText(oneLine(text3), options2.maxLength ?? PROSE_LIMIT);
  return line.split(/\s+/).filter((word) => word !== "").map((word, index) => {
    if (index === 0 && BLOCK_START.test(word)) return codeSpan(word, { inTable: options2.inTable });
    if (isPlain(word)) return word;
    const [, lead = "", core = "", trail = ""] = WORD_PARTS.exec(word) ?? [];
    return isPlain(core) ? codeSpan(word, { inTable: options2.inTable }) : `${lead}${codeSpan(core, { inTable: options2.inTable })}${trail}`;
  }).join(" ");
}
function linkDestination(url) {
  return oneLine(url).replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function lineText(text3, max = LINE_LIMIT) {
  const line = oneLine(text3);
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  const left = chars.length - max;
  return `${chars.slice(0, max).join("")}\u2026 (${left.toLocaleString("en-US")} more characters)`;
}

// src/publish/issues/identity.ts
var DEFAULT_ISSUE_AUTHOR = "github-actions[bot]";
function sameLogin(login2, identity) {
  return login2 !== void 0 && login2.toLowerCase() === identity.toLowerCase();
}
async function resolveIdentity(store, configured, log, options2) {
  const option = (options2.words ?? ACTION_WORDS).option("own-issues-author");
  const login2 = options2.askToken ? await store.tokenLogin() : void 0;
  if (login2 === void 0) {
    log.info(
      `The token cannot tell its login (as GITHUB_TOKEN and app tokens cannot): only issues and comments by ${configured} (${option}) are the action's own.`
    );
    return configured;
  }
  log.info(
    sameLogin(login2, configured) ? `The token acts as ${login2}: only its issues and comments are the action's own.` : `The token acts as ${login2}: only its issues and comments are the action's own (the token's login is used, not the ${option} ${configured}).`
  );
  return login2;
}

// src/pipeline/options.ts
var MODES = ["auto", "audit", "feature-freeze", "branch-off", "pr-check"];
var POLICIES = ["nixpkgs", "full-lifecycle", "all-supported"];
var BACKPORT_THROUGH = ["next-release", "before-next"];
var DEFAULT_TARGETS = ["newest", "stable-channel"];
var FAIL_ON = ["error", "warning", "never"];
var OptionError = class extends Error {
  constructor(option, problem) {
    super(`Input "${option}": ${problem}`);
    this.option = option;
    this.problem = problem;
    this.name = "InputError";
  }
  option;
  problem;
};
function oneOf2(get, name, allowed, fallback) {
  const value = get(name).trim() || fallback;
  if (!allowed.includes(value)) {
    throw new OptionError(name, `"${value}" is not accepted; use one of ${allowed.join(", ")}.`);
  }
  return value;
}
function optionalDay(get, name) {
  const value = get(name).trim();
  if (!value) return void 0;
  try {
    return parseDay(value);
  } catch {
    throw new OptionError(name, `"${value}" is not a date; write it YYYY-MM-DD, e.g. 2026-05-31.`);
  }
}
function repository(get, name, fallback) {
  const value = get(name).trim() || fallback;
  if (!/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(value) || value.endsWith("/.") || value.endsWith("/..")) {
    throw new OptionError(name, `"${value}" is not a GitHub repository; write it owner/name, e.g. ${fallback}.`);
  }
  return value;
}
function booleanOption(get, name, fallback = false) {
  const value = get(name).trim().toLowerCase();
  if (value === "") return fallback;
  if (value === "false") return false;
  if (value === "true") return true;
  throw new OptionError(name, `"${value}" is not a boolean; use true or false.`);
}
function parseKeep(text3) {
  const keep = new Map(FAMILIES.map(({ traits }) => [traits.id, /* @__PURE__ */ new Map()]));
  const known = FAMILIES.map((f) => f.traits.id).join(", ");
  for (const [index, raw] of text3.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const match = /^(?:([^\s:]+)\s+)?([^:\s][^:]*?)\s*:(.*)$/.exec(line);
    const named = match?.[1];
    const byAttr = FAMILIES.find(({ traits }) => match?.[2].startsWith(traits.attrPrefix));
    const family = named === void 0 ? byAttr ?? DEFAULT_FAMILY : familyById(named.toLowerCase());
    if (named !== void 0 && !family) {
      throw new OptionError(
        "keep",
        `line ${index + 1} "${line}" names "${named}", which is not a package family; use ${known}, or no family for ${DEFAULT_FAMILY.traits.id}.`
      );
    }
    const minor = match ? normalizeMinor(match[2]) : void 0;
    const reason = match?.[3].trim();
    if (!family || !minor || !reason) {
      throw new OptionError(
        "keep",
        `line ${index + 1} "${line}" is not "MINOR: reason" or "FAMILY MINOR: reason", e.g. "1.25: Rancher 2.7 supports at most 1.25" or "rke2 1.33: reason".`
      );
    }
    const pins = keep.get(family.traits.id);
    if (pins.has(minor))
      throw new OptionError("keep", `line ${index + 1} pins ${family.traits.name} ${minor} a second time.`);
    pins.set(minor, reason);
  }
  return keep;
}
function familyOption(family, name) {
  return `${family.id}-${name}`;
}
function familyOptionNames(family) {
  return [
    "upstream-repository",
    "labels",
    ...releaseEventsOf(family).length > 0 ? ["team"] : [],
    ...hasPolicyChoices(family) ? ["policy", "backport-through", "default-target"] : []
  ];
}
function packages(get) {
  const names = get("packages").split(/[\s,]+/).filter(Boolean);
  const known = FAMILIES.map((f) => f.traits.id).join(", ");
  const families = [];
  for (const name of names) {
    const family = familyById(name.toLowerCase());
    if (!family) throw new OptionError("packages", `"${name}" is not a package family; use ${known}.`);
    if (families.includes(family.traits)) throw new OptionError("packages", `${name} is named twice.`);
    families.push(family.traits);
  }
  return families.length > 0 ? families : [DEFAULT_FAMILY.traits];
}
function team(get, family) {
  if (!familyOptionNames(family).includes("team")) return "";
  const name = familyOption(family, "team");
  const raw = get(name).trim();
  const value = raw ? raw.replace(/^@/, "") : family.team;
  if (value && !/^[A-Za-z0-9-]+\/[A-Za-z0-9_.-]+$/.test(value)) {
    throw new OptionError(
      name,
      `"${value}" is not a team; write it organization/team-slug${family.team ? `, e.g. ${family.team}` : ""}.`
    );
  }
  return value;
}
function labels(get, family) {
  return get(familyOption(family, "labels")).split(",").map((label) => label.trim()).filter(Boolean);
}
var DEFAULT_POLICY_CHOICES = {
  policy: "nixpkgs",
  backportThrough: "next-release",
  defaultTarget: "newest"
};
function policyOptions(get, family, keep) {
  const choose = hasPolicyChoices(family) ? (name, allowed, fallback) => oneOf2(get, familyOption(family, name), allowed, fallback) : (_name, _allowed, fallback) => fallback;
  return {
    policy: choose("policy", POLICIES, DEFAULT_POLICY_CHOICES.policy),
    backportThrough: choose("backport-through", BACKPORT_THROUGH, DEFAULT_POLICY_CHOICES.backportThrough),
    defaultTarget: choose("default-target", DEFAULT_TARGETS, DEFAULT_POLICY_CHOICES.defaultTarget),
    keep,
    // A line without a family pins the default family's minor.
    keepFamily: family === DEFAULT_FAMILY.traits ? void 0 : family.id
  };
}
function familyOptions(get) {
  const keep = parseKeep(get("keep"));
  const all = FAMILIES.map(({ traits }) => ({
    family: traits.id,
    upstreamRepository: repository(get, familyOption(traits, "upstream-repository"), traits.upstreamRepository),
    team: team(get, traits),
    labels: labels(get, traits),
    policy: policyOptions(get, traits, keep.get(traits.id))
  }));
  return packages(get).flatMap((traits) => all.filter((options2) => options2.family === traits.id));
}
function readRunOptions(get) {
  return {
    branch: get("branch").trim() || void 0,
    mode: oneOf2(get, "mode", MODES, "auto"),
    families: familyOptions(get),
    nixpkgsRepository: repository(get, "nixpkgs-repository", "NixOS/nixpkgs"),
    kubernetesSchedule: get("kubernetes-schedule").trim() || void 0,
    kubernetesEol: get("kubernetes-eol").trim() || void 0,
    dryRun: booleanOption(get, "dry-run"),
    now: optionalDay(get, "now"),
    featureFreezeDate: optionalDay(get, "feature-freeze-date"),
    branchOffDate: optionalDay(get, "branch-off-date"),
    releaseDate: optionalDay(get, "release-date"),
    failOn: oneOf2(get, "fail-on", FAIL_ON, "error"),
    ownIssuesAuthor: login(get, "own-issues-author", DEFAULT_ISSUE_AUTHOR),
    createLabels: booleanOption(get, "create-labels")
  };
}
function login(get, name, fallback) {
  const value = get(name).trim().replace(/^@/, "") || fallback;
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/.test(value)) {
    throw new OptionError(
      name,
      `"${value}" is not a GitHub login; write the user or app bot whose issues are the action's own, e.g. ${fallback} or my-app[bot].`
    );
  }
  return value;
}

// src/calendar/otherBranches.ts
function branchesThatMatter(calendar, now) {
  const list = [{ name: "master", kind: "unstable" }];
  for (const release2 of calendar.releases) {
    const phase = stablePhase(release2, now);
    if (phase === "pre-release" || phase === "supported")
      list.push({ name: `release-${release2.name}`, kind: "stable", release: release2.name });
  }
  return list;
}
function sameBranch(a, b) {
  return a.kind === "unstable" ? b.kind === "unstable" : a.release === b.release && b.kind === "stable";
}
function otherBranchRefs(branch, calendar, now) {
  if (branch.kind === "unstable") {
    const stable = currentStable(calendar, now);
    const live = liveReleases(calendar, now).map((release3) => ({ branch: `release-${release3.name}` }));
    return {
      ...stable ? { currentStableDefault: { branch: `release-${stable.name}` } } : {},
      ...live.length > 0 ? { liveReleases: live } : {}
    };
  }
  const release2 = branch.release ? releaseByName(calendar, branch.release) : void 0;
  const phase = release2 && stablePhase(release2, now);
  if (phase === "retired") return {};
  const next = release2 ? nextRelease(calendar, release2) : void 0;
  const refs = next && next.branchOff.date.getTime() <= now.getTime() ? { nextReleaseDefault: { branch: `release-${next.name}` } } : { unstableDefault: { branch: "master" } };
  if (release2 && phase === "supported") refs.defaultAtRelease = { tag: release2.name };
  return refs;
}

// src/domain/findingKey.ts
function findingKey(finding) {
  const subject = finding.minor ?? finding.attr ?? finding.file ?? "";
  return subject ? `${finding.rule}:${subject}` : finding.rule;
}

// src/evaluate/findingOrder.ts
var SEVERITY_RANK = { error: 0, warning: 1, notice: 2 };
function compareFindingMinors(a, b) {
  if (a === void 0 || b === void 0) return (a === void 0 ? 0 : 1) - (b === void 0 ? 0 : 1);
  return compareMinors(a, b);
}
function compareFindings(a, b) {
  return SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || compareFindingMinors(a.minor, b.minor) || a.rule.localeCompare(b.rule) || a.message.localeCompare(b.message);
}
function sortFindings(findings2) {
  return [...findings2].sort(compareFindings);
}

// src/evaluate/rules/calendar-mismatch.ts
function releaseUnknown(branch, words) {
  return {
    rule: "calendar-mismatch",
    severity: "notice",
    message: `The release calendar has no NixOS ${branch.release ?? branch.name}, so ${branch.name} was checked as a branch before its release, without its dates. ${words.set("release-date")} (with ${words.option("branch-off-date")}) if the calendar is missing it.`
  };
}
function branchedOffEarly(branch, release2, words) {
  return {
    rule: "calendar-mismatch",
    severity: "notice",
    message: `The release calendar says NixOS ${release2.name} branches off on ${describeDate(release2.branchOff)}, but ${branch.name} exists already; it was checked as a branch before its release. ${words.set("branch-off-date")} if the calendar is wrong.`
  };
}

// src/evaluate/workItems.ts
var STEP_ORDER = ["add", "point-default", "remove", "backport", "mark", "update", "check"];
var EDIT_ORDER = [
  "add",
  "point-default",
  "remove",
  "throw",
  "release-note",
  "mark",
  "update"
];
var SEVERITY_RANK2 = { error: 0, warning: 1, notice: 2 };
function workItemsOf(context, findings2) {
  const groups2 = /* @__PURE__ */ new Map();
  for (const finding of findings2) {
    const { key: key2, subject, minor } = subjectOf(context, finding);
    const group = groups2.get(key2) ?? { ...subject ? { subject } : {}, ...minor ? { minor } : {}, findings: [] };
    group.findings.push(finding);
    groups2.set(key2, group);
  }
  const aliasKey = `alias:${context.family.alias}`;
  const alias = groups2.get(aliasKey);
  if (alias) {
    const pointing = [...groups2.entries()].filter(([key2]) => key2 !== aliasKey).map(([key2, group]) => ({ key: key2, item: itemOf(context, group) })).filter(({ item }) => item.edits?.some((edit) => edit.kind === "point-default" && edit.alias === void 0)).sort((a, b) => compareItems(a.item, b.item))[0];
    if (pointing) {
      groups2.get(pointing.key).findings.push(...alias.findings);
      groups2.delete(aliasKey);
    }
  }
  return [...groups2.values()].map((group) => itemOf(context, group)).sort(compareItems);
}
function subjectOf(context, finding) {
  const { alias, channelAliases } = context.family;
  if (finding.attr === alias) return { key: `alias:${alias}`, subject: alias };
  if (finding.attr !== void 0 && (finding.attr === channelAliases?.stable || finding.attr === channelAliases?.latest))
    return { key: `alias:${finding.attr}`, subject: finding.attr };
  const { minor } = finding;
  if (minor !== void 0) {
    const subject = attrOf(context, minor);
    return { key: `minor:${subject}`, subject, minor };
  }
  if (finding.file !== void 0) return { key: `file:${finding.file}`, subject: finding.file };
  return { key: "branch" };
}
function itemOf(context, group) {
  const findings2 = [...group.findings].sort(compareFindings);
  const edits = [];
  for (const finding of findings2) {
    const fix2 = finding.fix;
    if (!fix2 || fix2.edits.some((edit) => conflicts(edit, edits))) continue;
    for (const edit of fix2.edits) if (!edits.some((taken) => sameEdit(taken, edit))) edits.push(edit);
  }
  edits.sort((a, b) => EDIT_ORDER.indexOf(a.kind) - EDIT_ORDER.indexOf(b.kind));
  const fix = edits.length > 0 ? describeEdits(context, edits) : [...new Set(findings2.map((f) => f.message))].join(" ");
  return {
    ...group.subject ? { subject: group.subject } : {},
    ...group.minor ? { minor: group.minor } : {},
    severity: findings2[0].severity,
    step: stepOf(context, edits),
    fix,
    edits,
    findings: findings2
  };
}
function sameEdit(a, b) {
  return a.kind === b.kind && a.minor === b.minor;
}
function conflicts(edit, taken) {
  return taken.some((other) => {
    const same = other.minor === edit.minor;
    const builds = (e) => e.kind === "add" || e.kind === "point-default";
    const drops = (e) => e.kind === "remove" || e.kind === "throw";
    if (same && (drops(edit) && builds(other) || drops(other) && builds(edit))) return true;
    return edit.kind === "point-default" && other.kind === "point-default" && !same;
  });
}
function stepOf(context, edits) {
  const first = edits[0];
  if (!first) return "check";
  switch (first.kind) {
    case "add":
      return context.branch.kind === "unstable" ? "add" : "backport";
    case "point-default":
      return "point-default";
    case "release-note":
      return context.packagedMinor(first.minor) ? "point-default" : "remove";
    case "remove":
    case "throw":
      return "remove";
    case "mark":
      return "mark";
    case "update":
      return "update";
  }
}
function compareItems(a, b) {
  return STEP_ORDER.indexOf(a.step) - STEP_ORDER.indexOf(b.step) || SEVERITY_RANK2[a.severity] - SEVERITY_RANK2[b.severity] || compareSubjects(a, b);
}
function compareSubjects(a, b) {
  if (a.minor !== void 0 && b.minor !== void 0) return compareMinors(a.minor, b.minor);
  if (a.minor !== void 0 || b.minor !== void 0) return a.minor === void 0 ? -1 : 1;
  return (a.subject ?? "").localeCompare(b.subject ?? "");
}
function findingsOf(items) {
  return items.flatMap((item) => item.findings);
}
function itemsWith(items, keep) {
  return items.flatMap((item) => {
    const findings2 = item.findings.filter(keep);
    if (findings2.length === 0) return [];
    const severity = [...findings2].sort((a, b) => SEVERITY_RANK2[a.severity] - SEVERITY_RANK2[b.severity])[0].severity;
    return [{ ...item, severity, findings: findings2 }];
  });
}

// src/evaluate/evaluate.ts
function evaluate(input) {
  const placement = place(input);
  const context = buildRuleContext(input, { phase: placement.phase, release: placement.release });
  const ruleFindings = input.rules[placement.rulePhase].flatMap((rule) => rule(context));
  const placementFindings = placement.notices.map((notice2) => context.finding(notice2));
  const findings2 = sortFindings(
    withoutUpdatesOfRemoved(aboutReadableMinors(context, [...placementFindings, ...ruleFindings]))
  );
  return {
    branch: input.branch,
    ...placement.phase ? { phase: placement.phase } : {},
    ...placement.release ? { release: placement.release } : {},
    packaged: input.packaged,
    others: input.others,
    findings: findings2,
    workItems: workItemsOf(context, findings2),
    source: input.source ?? "packaged state"
  };
}
function aboutReadableMinors(context, findings2) {
  if (context.unreadableMinors.length === 0) return [...findings2];
  return findings2.filter(
    (f) => f.rule === "layout-unrecognized" || !(f.minor !== void 0 && context.isUnreadable(f.minor) || (f.fix?.edits ?? []).some((edit) => context.isUnreadable(edit.minor)))
  );
}
function withoutUpdatesOfRemoved(findings2) {
  const removed = new Set(
    findings2.filter((f) => REMOVAL_RULES.includes(f.rule)).flatMap((f) => f.fix?.edits ?? []).filter((e) => e.kind === "remove").map((e) => e.minor)
  );
  return findings2.filter((f) => !(f.rule === "patch-behind" && f.minor !== void 0 && removed.has(f.minor)));
}
function place(input) {
  const { branch, calendar, now } = input;
  const words = input.words ?? ACTION_WORDS;
  if (branch.kind === "unstable") {
    const version = input.packaged.nixosVersion?.trim();
    const release3 = (version ? releaseByName(calendar, version) : void 0) ?? nextToBranchOff(calendar, now);
    return { release: release3, rulePhase: "unstable", notices: [] };
  }
  const name = branch.release;
  const release2 = name ? releaseByName(calendar, name) : void 0;
  if (!release2) {
    const first = calendar.releases[0];
    if (name && first && compareReleaseNames(name, first.name) < 0) {
      return { phase: "retired", rulePhase: "retired", notices: [] };
    }
    return { phase: "pre-release", rulePhase: "pre-release", notices: [releaseUnknown(branch, words)] };
  }
  const phase = stablePhase(release2, now);
  if (phase !== "before-branch-off") return { release: release2, phase, rulePhase: phase, notices: [] };
  return {
    release: release2,
    phase: "pre-release",
    rulePhase: "pre-release",
    notices: [branchedOffEarly(branch, release2, words)]
  };
}

// src/evaluate/prComparison.ts
function compareWithBase(head, base, unreadableOnHead = []) {
  const baseKeys = new Set(base.findings.map(findingKey));
  const headKeys = new Set(head.findings.map(findingKey));
  const unknownOnHead = (f) => f.minor !== void 0 && unreadableOnHead.includes(f.minor);
  const part = (side, keep) => ({
    findings: side.findings.filter(keep),
    items: itemsWith(side.workItems, keep)
  });
  return {
    introduced: part(head, (f) => !baseKeys.has(findingKey(f))),
    preExisting: part(head, (f) => baseKeys.has(findingKey(f))),
    fixed: part(base, (f) => !headKeys.has(findingKey(f)) && !unknownOnHead(f))
  };
}

// src/evaluate/pullRequestWork.ts
var BACKPORTED_STEPS = ["update", "backport"];
function backportLabel(branch) {
  return `backport ${branch}`;
}
function withPullRequests(branches, inFlight) {
  if (!inFlight || inFlight.unread !== void 0) return branches.map((b) => b.audit);
  return branches.map((evaluated) => {
    const { audit } = evaluated;
    const open = inFlight.pulls.filter((pull) => pull.state !== "merged" && isOn(pull.base, audit.branch)).map((pull) => effectOf(evaluated, pull, pull.head, pull.headSource));
    const inReview = new Set(open.flatMap((effect) => effect.resolves));
    const owed = audit.branch.kind === "stable" ? inFlight.pulls.flatMap((pull) => owedBy(evaluated, pull, (item) => !inReview.has(item))) : [];
    const answers = (item) => [
      ...open.filter((effect) => effect.resolves.includes(item)).map((effect) => ({ role: "in-review", pull: effect.pull })),
      ...owed.filter((effect) => effect.resolves.includes(item)).map((effect) => {
        const label = backportLabel(`release-${audit.branch.release ?? ""}`);
        return { role: "backport-owed", pull: effect.pull, label, labelled: effect.pull.labels.includes(label) };
      })
    ];
    const pullRequests = {
      open,
      owed,
      notRead: inFlight.notRead,
      ...inFlight.incomplete !== void 0 ? { incomplete: inFlight.incomplete } : {}
    };
    const workItems = audit.workItems.map((item) => {
      const found = answers(item);
      return found.length > 0 ? { ...item, pullRequests: found } : item;
    });
    return { ...audit, workItems, pullRequests };
  });
}
function isOn(base, branch) {
  const parsed = parseBranch(base);
  return parsed !== void 0 && sameBranch(parsed, branch);
}
function effectOf({ input, audit }, pull, head, headSource) {
  const headAudit = evaluate({ ...input, packaged: head, source: headSource });
  const unreadable = (head.unreadable ?? []).map((u) => u.minor);
  const comparison = compareWithBase(headAudit, audit, unreadable);
  const fixed = new Set(comparison.fixed.findings.map(findingKey));
  return {
    pull: refOf(pull),
    resolves: audit.workItems.filter((item) => item.findings.every((f) => fixed.has(findingKey(f)))),
    adds: comparison.introduced.items
  };
}
function owedBy(evaluated, pull, open) {
  if (pull.state !== "merged" || parseBranch(pull.base)?.kind !== "unstable") return [];
  const over = pull.backports?.find((b) => isOn(b.branch, evaluated.audit.branch));
  if (!over) return [];
  const effect = effectOf(evaluated, pull, over.head, over.headSource);
  const brings = (item) => BACKPORTED_STEPS.includes(item.step) && item.minor !== void 0 && over.head.minors.some((m) => m.minor === item.minor);
  const resolves = effect.resolves.filter((item) => brings(item) && open(item));
  return resolves.length > 0 ? [{ pull: effect.pull, resolves, adds: [] }] : [];
}
function refOf(pull) {
  return {
    number: pull.number,
    title: pull.title,
    url: pull.url,
    author: pull.author,
    base: pull.base,
    state: pull.state,
    opened: pull.opened,
    ...pull.merged ? { merged: pull.merged } : {},
    labels: pull.labels
  };
}

// src/evaluate/backportLabels.ts
function backportLabelsNeeded(head, base) {
  if (head.branch.kind !== "unstable") return [];
  const changed3 = head.packaged.minors.filter((m) => {
    const before = base.packaged.minors.find((b) => b.minor === m.minor);
    return before !== void 0 && before.version.text !== m.version.text;
  }).map((m) => m.minor);
  if (changed3.length === 0) return [];
  return (head.others.liveReleases ?? []).flatMap((release2) => {
    const minors = changed3.filter((minor) => release2.minors?.includes(minor));
    return minors.length > 0 ? [{ branch: release2.branch, label: backportLabel(release2.branch), minors }] : [];
  });
}

// src/publish/issues/markers.ts
var PREFIX = "k3s-release-guard";
function markerText(text3) {
  return text3.replace(/[^A-Za-z0-9._:/+~-]/g, "_").replace(/-{2,}/g, "-");
}
function issueMarker(kind, key2) {
  return `<!-- ${PREFIX}:${markerText(kind)}:${markerText(key2)} -->`;
}
function familyIssueKind(family, kind) {
  return family?.issueScope ? `${family.issueScope}:${kind}` : kind;
}
function dashboardMarker(branch, family) {
  return issueMarker(familyIssueKind(family, "dashboard"), branch);
}
function hasMarker(body, marker) {
  return body.includes(marker);
}
var ISSUE_MARKER = new RegExp(`<!-- ${PREFIX}:(?!mentioned:)[A-Za-z0-9._:/+~-]+:[A-Za-z0-9._:/+~-]+ -->`);
function hasAnyIssueMarker(body) {
  return ISSUE_MARKER.test(body);
}
var MENTION_KEY = /^(feature-freeze|branch-off):\d{2}\.\d{2}$/;
function isMentionKey(eventKey) {
  return MENTION_KEY.test(eventKey);
}
function mentionMarker(eventKey) {
  if (!isMentionKey(eventKey))
    throw new Error(`"${eventKey}" is not a release event (feature-freeze:YY.MM or branch-off:YY.MM).`);
  return `<!-- ${PREFIX}:mentioned:${eventKey} -->`;
}
var MENTION = new RegExp(`<!-- ${PREFIX}:mentioned:(\\S{1,40}) -->`, "g");
function parseMentions(text3) {
  return [...text3.matchAll(MENTION)].map((m) => m[1]).filter(isMentionKey);
}
function workItemKey(item) {
  return `${item.step}:${item.subject ?? "branch"}`;
}
function uniqueItemKeys(items) {
  const seen = /* @__PURE__ */ new Map();
  return items.map((item) => {
    const key2 = workItemKey(item);
    const n = (seen.get(key2) ?? 0) + 1;
    seen.set(key2, n);
    return n === 1 ? key2 : `${key2}~${n}`;
  });
}
function keyComment(key2) {
  return `<!-- key:${markerText(key2)} -->`;
}
var CHECKBOX = /^(\s*[-*+] \[)([ xX])(\] .*<!-- key:(\S+) -->)\s*$/;
function parseTicks(body) {
  const ticked = /* @__PURE__ */ new Set();
  for (const line of body.split(/\r?\n/)) {
    const m = CHECKBOX.exec(line);
    if (m && m[2] !== " ") ticked.add(m[4]);
  }
  return ticked;
}
function openItems(body) {
  const items = [];
  for (const line of body.split(/\r?\n/)) {
    const m = CHECKBOX.exec(line);
    if (m && m[2] === " ")
      items.push(
        m[3].slice(2).replace(/\s*<!-- key:\S+ -->$/, "").trim()
      );
  }
  return items;
}
function applyTicks(body, ticked) {
  if (ticked.size === 0) return body;
  return body.split("\n").map((line) => {
    const m = CHECKBOX.exec(line);
    return m && ticked.has(m[4]) ? `${m[1]}x${m[3]}` : line;
  }).join("\n");
}
var MARKER_LINE = new RegExp(`^<!-- ${PREFIX}:[^\\s]+ -->$`);
function markerFooter(marker, mentions) {
  const events = [...new Set(mentions)].filter(isMentionKey).sort();
  return [marker, ...events.map(mentionMarker)].join("\n");
}
function stripMarkerLines(body) {
  return body.split("\n").filter((line) => !MARKER_LINE.test(line.trim())).join("\n");
}
var RUN_LINK_TAG = `<!-- ${PREFIX}:run-link -->`;
function normalizeBody(body) {
  return body.replace(/\r\n?/g, "\n").split("\n").map((line) => line.trimEnd()).join("\n").trim();
}
function comparableBody(body) {
  return normalizeBody(body).split("\n").map((line) => line.includes(RUN_LINK_TAG) ? line.replace(/https?:\/\/[^\s<>)]+/g, "<run>") : line).map(
    (line) => line.replace(
      CHECKBOX,
      (_all, open, tick, rest) => `${open}${tick.toLowerCase()}${rest}`
    )
  ).join("\n");
}

// src/report/itemWhy.ts
function findingWhy(item, finding) {
  if (finding.fix) return finding.fix.reason;
  return (item.edits?.length ?? 0) > 0 ? finding.message : void 0;
}

// src/domain/pullRequests.ts
var PULL_REQUESTS_PER_FAMILY = 30;
var MERGED_WITHIN_DAYS = 60;

// src/report/pullRequestLines.ts
var PULL_PAGE = /^https:\/\/[A-Za-z0-9.-]+(:\d+)?\/[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+\/pull\/\d+$/;
function nameText(text3, format) {
  return format === "markdown" ? codeSpan(text3) : lineText(text3, NAME_LIMIT);
}
function numberText(pull, format, withPage) {
  const page = PULL_PAGE.test(pull.url) ? pull.url : void 0;
  if (format === "terminal") return page && withPage ? `#${pull.number} (${page})` : `#${pull.number}`;
  return page ? `[#${pull.number}](${page})` : `#${pull.number}`;
}
function stateText(pull) {
  if (pull.state === "merged") return `merged ${pull.merged ? formatDay(pull.merged) : ""}`.trimEnd();
  return `${pull.state} since ${formatDay(pull.opened)}`;
}
function pullRequestText(pull, format, withPage = true) {
  return `${numberText(pull, format, withPage)}, ${stateText(pull)}, ${nameText(pull.author, format)}`;
}
function answerText(answer, format) {
  const md = format === "markdown";
  if (answer.role === "in-review")
    return `${md ? "\u{1F50D} **In review:**" : "in review:"} ${pullRequestText(answer.pull, format, false)}`;
  const owed = md ? "\u21A9\uFE0F **Backport owed:**" : "backport owed:";
  const label = nameText(answer.label, format);
  return answer.labelled ? `${owed} ${pullRequestText(answer.pull, format, false)} has the label ${label}, but no open pull request of this branch resolves this yet` : `${owed} add the label ${label} to ${pullRequestText(answer.pull, format, false)}`;
}
function itemPullRequestLines(item, format) {
  return (item.pullRequests ?? []).map((answer) => answerText(answer, format));
}
function subjectsText(items, format) {
  return items.map((item) => nameText(item.subject ?? "the branch", format)).join(", ");
}
function addsText(effect, format) {
  const rules = effect.adds.flatMap(
    (item) => item.findings.map(
      (f) => `${nameText(f.rule, format)}${item.subject ? ` on ${nameText(item.subject, format)}` : ""}`
    )
  );
  return rules.length > 0 ? `; would add ${rules.join(", ")}` : "";
}
function openLine(effect, format) {
  const title = format === "markdown" ? codeSpan(effect.pull.title, { maxLength: UPSTREAM_TEXT_LIMIT }) : `"${lineText(effect.pull.title, UPSTREAM_TEXT_LIMIT)}"`;
  const resolves = effect.resolves.length > 0 ? `resolves ${subjectsText(effect.resolves, format)}` : "resolves nothing here";
  return `${pullRequestText(effect.pull, format)}: ${title}: ${resolves}${addsText(effect, format)}`;
}
function owedLine(effect, branch, format) {
  return `${pullRequestText(effect.pull, format)} into ${nameText(effect.pull.base, format)}: its backport would resolve ${subjectsText(effect.resolves, format)} on ${nameText(branch, format)}`;
}
function limitsText(pulls, family) {
  const lines = [];
  if (pulls.incomplete !== void 0) lines.push(pulls.incomplete);
  if (pulls.notRead > 0)
    lines.push(
      `${pulls.notRead} more pull request${pulls.notRead === 1 ? "" : "s"} of ${family} ${pulls.notRead === 1 ? "was" : "were"} not read (at most ${PULL_REQUESTS_PER_FAMILY} a run, the newest first).`
    );
  return lines;
}
function pullRequestSection(pulls, branch, family) {
  if (!pulls) return void 0;
  const lines = [
    ...pulls.open.map((effect) => `- ${openLine(effect, "markdown")}`),
    ...pulls.owed.map((effect) => `- \u21A9\uFE0F ${owedLine(effect, branch, "markdown")}`),
    ...limitsText(pulls, family).map((text3) => `- ${inertProse(text3)}`)
  ];
  return lines.length === 0 ? void 0 : lines.join("\n");
}
function pullRequestTerminalLines(pulls, branch, family) {
  if (!pulls) return [];
  const lines = [
    ...pulls.open.map((effect) => `    ${openLine(effect, "terminal")}`),
    ...pulls.owed.map((effect) => `    backport owed: ${owedLine(effect, branch, "terminal")}`),
    ...limitsText(pulls, family).map((text3) => `    ${lineText(text3)}`)
  ];
  return lines.length === 0 ? [] : [`  pull requests into ${lineText(branch, NAME_LIMIT)}:`, ...lines];
}

// src/report/sourceLinks.ts
var COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var REPOSITORY_URL = /^https?:\/\/[A-Za-z0-9.-]+(?::\d+)?(?:\/[A-Za-z0-9_.-]+)+$/;
function sourceLinks(repositoryUrl, commit2) {
  if (!repositoryUrl || !commit2 || !COMMIT.test(commit2) || !REPOSITORY_URL.test(repositoryUrl)) return void 0;
  return { repositoryUrl, commit: commit2 };
}
function branchLinks(report, audit) {
  return sourceLinks(report.repositoryUrl, audit.packaged.commit);
}
function encodeSegment(segment) {
  if (/^\.+$/.test(segment)) return segment.replace(/\./g, "%2E");
  return encodeURIComponent(segment).replace(
    /[()!*']/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`
  );
}
function fileUrl(links, file, line) {
  const path2 = file.split("/").filter(Boolean).map(encodeSegment).join("/");
  const anchor = line !== void 0 && Number.isInteger(line) && line > 0 ? `#L${line}` : "";
  return `${links.repositoryUrl}/blob/${links.commit}/${path2}${anchor}`;
}
function fileLink(text3, links, file, line) {
  return links ? `[${text3}](${linkDestination(fileUrl(links, file, line))})` : text3;
}
function placeText(place2, links) {
  if (!place2.file) return "";
  return fileLink(codeSpan(place2.line ? `${place2.file}:${place2.line}` : place2.file), links, place2.file, place2.line);
}
function commitText(links) {
  return `[${codeSpan(links.commit.slice(0, 12))}](${links.repositoryUrl}/commit/${links.commit})`;
}

// src/report/itemMarkdown.ts
var SEVERITY_ICON = { error: "\u274C", warning: "\u26A0\uFE0F", notice: "\u2139\uFE0F" };
var FINDINGS_PER_ITEM = 20;
function itemHeadline(item) {
  const subject = item.subject !== void 0 ? `**${codeSpan(item.subject)}**: ` : "";
  return `${SEVERITY_ICON[item.severity]} ${subject}${inertProse(item.fix)}`;
}
function findingWhyText(item, finding, links) {
  const icon = finding.severity === item.severity ? "" : `${SEVERITY_ICON[finding.severity]} `;
  const why = findingWhy(item, finding);
  const place2 = placeText(finding, links);
  return `${icon}${codeSpan(finding.rule)}${why ? `: ${inertProse(why)}` : ""}${place2 ? ` \xB7 ${place2}` : ""}`;
}
function itemFindingLines(item, indent, links) {
  const pad = " ".repeat(indent);
  const shown = item.findings.slice(0, FINDINGS_PER_ITEM);
  const lines = [
    ...itemPullRequestLines(item, "markdown").map((line) => `${pad}- ${line}`),
    ...shown.map((finding) => `${pad}- ${findingWhyText(item, finding, links)}`)
  ];
  const left = item.findings.length - shown.length;
  if (left > 0) lines.push(`${pad}- \u2026 and ${left} more finding${left === 1 ? "" : "s"} of this item`);
  return lines;
}
function factText(fact) {
  return `${formatDay(fact.date)}${fact.estimated ? " (estimated)" : ""}`;
}
function releaseDatesText(release2) {
  const events = [
    ["feature freeze", release2.featureFreeze],
    ["branch-off", release2.branchOff],
    ["release", release2.release],
    ["end of support", release2.endOfSupport]
  ];
  const eventText = ([what, fact]) => fact.undated ? "branched off" : `${what} ${factText(fact)}`;
  return `**NixOS ${inertProse(release2.name)}:** ${events.map(eventText).join(" \xB7 ")}`;
}

// src/report/minorRows.ts
function latestRelease(releases, now) {
  let best;
  for (const release2 of releases) {
    if (release2.publishedAt.getTime() > now.getTime()) continue;
    if (!best || compareVersions(release2.version, best.version) > 0) best = release2;
  }
  return best;
}
function minorRows(packaged, upstream, now) {
  const read = packaged.minors.map((pm) => ({
    attr: pm.attr,
    minor: pm.minor,
    version: pm.version,
    location: pm.location
  }));
  const unreadable = (packaged.unreadable ?? []).filter((u) => !packaged.minors.some((pm) => pm.attr === u.attr)).map((u) => ({ attr: u.attr, minor: u.minor, version: void 0, location: void 0 }));
  return [...read, ...unreadable].sort((a, b) => compareMinors(b.minor, a.minor)).map(({ attr, minor, version, location }) => {
    const lifecycle = upstream.minors.get(minor);
    const latest = lifecycle ? latestRelease(lifecycle.releases, now) : void 0;
    const eol2 = lifecycle?.eol;
    const isDefault = packaged.defaultAttr !== void 0 ? packaged.defaultAttr === attr : packaged.defaultMinor === minor;
    const channelAliases = (packaged.channelAliases ?? []).filter((a) => a.target === attr).map((a) => a.attr);
    const status2 = version ? statusOf2(version, latest, eol2, now) : "unreadable";
    return {
      attr,
      minor,
      ...version && location ? { version, location } : {},
      isDefault,
      channelAliases,
      latest,
      eol: eol2,
      status: status2
    };
  });
}
function statusOf2(version, latest, eol2, now) {
  if (eol2 && eol2.date.getTime() <= now.getTime()) return "eol";
  if (!latest) return "unknown";
  return compareVersions(version, latest.version) < 0 ? "behind" : "up-to-date";
}

// src/report/summary.ts
function summarizeFindings(findings2) {
  const count2 = (severity) => findings2.filter((f) => f.severity === severity).length;
  const errors = count2("error");
  const warnings = count2("warning");
  const notices = count2("notice");
  return {
    errors,
    warnings,
    notices,
    total: findings2.length,
    status: errors + warnings === 0 ? "clean" : "findings"
  };
}
function countsText(summary) {
  const parts = [];
  const add = (n, word) => {
    if (n > 0) parts.push(`${n} ${word}${n === 1 ? "" : "s"}`);
  };
  add(summary.errors, "error");
  add(summary.warnings, "warning");
  add(summary.notices, "notice");
  return parts.join(", ");
}

// src/report/timeline.ts
var TAGS = {
  packaged: [],
  "eol-packaged": ["crit"],
  missing: ["active", "crit"],
  "not-packaged": ["done"]
};
var NIXOS_RELEASE_TAGS = ["active"];
var STATE_WORDS = {
  packaged: "packaged",
  "eol-packaged": "EOL",
  missing: "missing",
  "not-packaged": ""
};
var RELEASES_SECTION = "NixOS<br>releases";
var EVENTS_SECTION = "NixOS<br>events";
function minorState(minor, eol2, now, packaged, missing2) {
  if (packaged.has(minor)) {
    return eol2.getTime() <= now.getTime() ? "eol-packaged" : "packaged";
  }
  return missing2.has(minor) ? "missing" : "not-packaged";
}
function renderTimeline(report, options2) {
  const today = dayOf(report.now);
  const missing2 = missingMinors(options2.items ?? []);
  const { start, minors, releases } = chartContents(report, options2);
  const family = report.family.name;
  const packaged = new Set(options2.audit?.packaged.minors.map((m) => m.minor) ?? []);
  const from2 = (day) => day.getTime() < start.getTime() ? start : day;
  const minorTasks = minors.map(({ minor, ga, eol: eol2 }) => {
    const state = minorState(minor, eol2.date, report.now, packaged, missing2);
    const words = [STATE_WORDS[state], eol2.estimated ? "(est.)" : ""].filter(Boolean).join(" ");
    return {
      name: `${family} ${minor}${words ? ` ${words}` : ""}`,
      id: `${family} ${minor}`,
      tags: TAGS[state],
      start: from2(ga),
      end: eol2.date
    };
  });
  const releaseTasks = releases.map((release2) => {
    const estimated2 = release2.release.estimated || release2.endOfSupport.estimated;
    return {
      name: `NixOS ${release2.name}${estimated2 ? " (est.)" : ""}`,
      id: `nixos ${release2.name}`,
      tags: NIXOS_RELEASE_TAGS,
      start: from2(release2.release.date),
      end: release2.endOfSupport.date
    };
  });
  const eventTasks = [];
  for (const release2 of options2.marked ?? []) {
    const events = [
      [release2.featureFreeze, "feature freeze"],
      [release2.branchOff, "branch-off"],
      [release2.release, "release"]
    ];
    for (const [fact, what] of events) {
      if (fact.undated || fact.date.getTime() < start.getTime()) continue;
      eventTasks.push({
        name: `${release2.name} ${what}${fact.estimated ? " (est.)" : ""}`,
        id: `${release2.name} ${what}`,
        tags: ["milestone"],
        start: fact.date,
        end: "0d"
      });
    }
  }
  if (options2.auditDay) {
    eventTasks.push({
      name: `audited ${formatDay(today)}`,
      id: "audit day",
      tags: ["milestone"],
      start: today,
      end: "0d"
    });
  }
  const ids = /* @__PURE__ */ new Set();
  const taskLine = (task) => {
    const tags = task.tags.map((tag) => `${tag}, `).join("");
    const end = task.end === "0d" ? "0d" : formatDay(task.end);
    return `    ${taskName(task.name)} :${tags}${uniqueId(task.id, ids)}, ${formatDay(task.start)}, ${end}`;
  };
  const bars = [...minorTasks, ...releaseTasks, ...eventTasks];
  const lines = [
    "gantt",
    "    dateFormat YYYY-MM-DD",
    "    axisFormat %Y-%m",
    `    tickInterval ${tickInterval(bars)}`,
    // The job summary speaks about its own `now`, not the reader's day.
    ...options2.auditDay ? ["    todayMarker off"] : [],
    `    section ${family} minors`,
    ...minorTasks.map(taskLine),
    `    section ${RELEASES_SECTION}`,
    ...releaseTasks.map(taskLine),
    ...eventTasks.length > 0 ? [`    section ${EVENTS_SECTION}`, ...eventTasks.map(taskLine)] : []
  ];
  return lines.join("\n");
}
function tickInterval(tasks) {
  const days = tasks.flatMap((task) => [task.start, ...task.end === "0d" ? [] : [task.end]]);
  if (days.length === 0) return "1month";
  const first = Math.min(...days.map((d) => d.getTime()));
  const last = Math.max(...days.map((d) => d.getTime()));
  const months = (last - first) / (30.44 * 24 * 3600 * 1e3);
  const every = [1, 2, 3, 6, 12].find((n) => months / n <= 5) ?? 12 * Math.ceil(months / 60);
  return `${every}month`;
}
function timelineMarkdown(report, options2) {
  const chart = "```mermaid\n" + renderTimeline(report, options2) + "\n```";
  const branch = options2.audit ? ` on ${codeSpan(options2.audit.branch.name)}` : "";
  const key2 = `<sub>${report.family.name} minors${branch}: solid packaged \xB7 red past its end of life, still packaged \xB7 red outline missing (to add or backport) \xB7 grey not packaged. Light: NixOS releases, from release to end of support; diamonds mark feature freeze, branch-off and release.</sub>`;
  return `${chart}

${key2}`;
}
function chartContents(report, options2 = {}) {
  const { audit } = options2;
  const missing2 = missingMinors(options2.items ?? []);
  const today = dayOf(report.now);
  const lifecycles = [...report.upstream.minors.values()].sort((a, b) => compareMinors(a.minor, b.minor));
  const packaged = new Set(audit?.packaged.minors.map((m) => m.minor) ?? []);
  const oldestPackaged = lifecycles.find((l) => packaged.has(l.minor) && l.ga);
  const sixMonthsBack = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 6, 1));
  const start = oldestPackaged?.ga && oldestPackaged.ga.getTime() < sixMonthsBack.getTime() ? oldestPackaged.ga : sixMonthsBack;
  const minors = [];
  for (const { minor, ga, eol: eol2 } of lifecycles) {
    if (!ga || !eol2 || eol2.date < start || eol2.date < ga) continue;
    const older = oldestPackaged !== void 0 && compareMinors(minor, oldestPackaged.minor) < 0;
    if (!older || missing2.has(minor)) minors.push({ minor, ga, eol: eol2 });
  }
  const end = Math.max(today.getTime(), ...minors.map((m) => m.eol.date.getTime()));
  const releases = report.calendar.releases.filter(
    (r) => r.release.date.getTime() <= end && r.endOfSupport.date >= start && r.endOfSupport.date >= r.release.date
  );
  return { start, minors, releases };
}
function taskName(text3) {
  const cleaned = text3.replace(/[^A-Za-z0-9 .()+_-]/g, " ").replace(/\s+/g, " ").trim();
  return cleaned === "" ? "unnamed" : cleaned;
}
function uniqueId(text3, taken) {
  const cleaned = text3.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "") || "task";
  const base = /^[A-Za-z]/.test(cleaned) ? cleaned : `t_${cleaned}`;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}_${n}`;
  taken.add(id);
  return id;
}
function missingMinors(items) {
  const minors = items.filter((item) => item.step === "add" || item.step === "backport").flatMap((item) => [item.minor, ...item.findings.map((f) => f.minor)]).filter((minor) => minor !== void 0);
  return new Set(minors);
}

// src/report/wording.ts
var PHASE_TEXT = {
  "before-branch-off": "before branch-off",
  "pre-release": "pre-release",
  supported: "supported",
  retired: "retired"
};

// src/report/markdown.ts
var SUMMARY_ITEMS_PER_BRANCH = 50;
var NO_BREAK = "\xA0";
var STATUS_TEXT = {
  "up-to-date": "\u2705 up to date",
  behind: "\u26A0\uFE0F behind",
  eol: "\u274C EOL",
  unknown: "\u2754 no upstream release known",
  unreadable: "\u274C unreadable"
};
function renderMarkdown(report, options2 = {}) {
  const all = report.audits.flatMap((audit) => audit.findings);
  const overall = summarizeFindings(all);
  const blocks = [];
  if (options2.title ?? true) blocks.push(`# ${report.family.name} release guard`);
  blocks.push(
    `Audit of ${formatDay(report.now)} \xB7 ${report.audits.length} branch${report.audits.length === 1 ? "" : "es"} \xB7 ` + (overall.status === "clean" ? "\u2705 clean" : countsText(overall))
  );
  if (report.audits.length === 0) blocks.push("_No branch was audited._");
  for (const audit of report.audits) blocks.push(...branchSection(report, audit));
  blocks.push("## Timeline", summaryTimeline(report));
  blocks.push(...sourcesFooter(report));
  return blocks.join("\n\n") + "\n";
}
function branchSection(report, audit) {
  return [
    `## ${branchHeading(audit)}`,
    ...branchOverview(report, audit),
    ...itemsBlock(audit.workItems, branchLinks(report, audit)),
    ...pullRequestBlock(report, audit),
    factsBlock(report, audit)
  ];
}
function branchOverview(report, audit) {
  const summary = summarizeFindings(audit.findings);
  const counts = countsText(summary);
  const verdict3 = summary.status === "clean" ? `**Verdict:** \u2705 clean${counts ? ` (${counts})` : ""}` : `**Verdict:** ${summary.errors > 0 ? "\u274C" : "\u26A0\uFE0F"} ${counts}`;
  return [
    verdict3,
    ...audit.release ? [releaseDatesText(audit.release)] : [],
    minorTable(report.family, minorRows(audit.packaged, report.upstream, report.now), branchLinks(report, audit))
  ];
}
function pullRequestBlock(report, audit) {
  const list = pullRequestSection(audit.pullRequests, audit.branch.name, report.family.name);
  return list === void 0 ? [] : [`**Pull requests into ${codeSpan(audit.branch.name)}**`, list];
}
function renderBranchOverview(report, audit) {
  return branchOverview(report, audit).join("\n\n");
}
function summaryChartBranch(report) {
  const audit = report.audits.at(0);
  return audit ? { audit, items: audit.workItems } : {};
}
function summaryTimeline(report) {
  const marked2 = [...new Map(report.audits.flatMap((a) => a.release ? [[a.release.name, a.release]] : [])).values()];
  return timelineMarkdown(report, { ...summaryChartBranch(report), marked: marked2, auditDay: true });
}
function branchHeading(audit) {
  const parts = [codeSpan(audit.branch.name)];
  if (audit.branch.kind === "unstable") parts.push("unstable");
  else parts.push(audit.phase ? `stable, ${PHASE_TEXT[audit.phase]}` : "stable");
  const release2 = audit.release?.name ?? audit.branch.release;
  if (release2) parts.push(`${audit.branch.kind === "unstable" ? "next " : ""}NixOS ${inertProse(release2)}`);
  return parts.join(" \xB7 ");
}
function itemsBlock(items, links) {
  if (items.length === 0) return [];
  const shown = items.slice(0, SUMMARY_ITEMS_PER_BRANCH);
  const counts = countsText(summarizeFindings(findingsOf(items)));
  const lines = shown.flatMap((item, i) => [`${i + 1}. ${itemHeadline(item)}`, ...itemFindingLines(item, 4, links)]);
  const left = items.length - shown.length;
  if (left > 0) {
    lines.push(
      "",
      `\u2026 and ${left} more item${left === 1 ? "" : "s"}: every finding is in the action's \`findings\` output and the CLI's \`--json\`.`
    );
  }
  return [`**What to do** (${items.length} item${items.length === 1 ? "" : "s"}; ${counts})`, lines.join("\n")];
}
function minorTable(family, rows, links) {
  if (rows.length === 0) return `_No ${family.name} attribute found on this branch._`;
  const cell = (text3) => codeSpan(text3, { inTable: true });
  const lines = ["| Attribute | Status | Version | Latest upstream | EOL |", "| --- | --- | --- | --- | --- |"];
  for (const row of rows) {
    const version = row.version && row.location ? fileLink(cell(row.version.text), links, row.location.file, row.location.line) : "\u2014";
    const phrase = (words) => words.replace(/ /g, NO_BREAK);
    const status2 = [
      phrase(STATUS_TEXT[row.status]),
      ...row.isDefault ? [phrase("\u2B50 default")] : [],
      ...row.channelAliases.map((alias) => cell(alias))
    ].join(" \xB7 ");
    lines.push(`| ${cell(row.attr)} | ${status2} | ${version} | ${latestCell(row.latest)} | ${eolCell(row.eol)} |`);
  }
  return lines.join("\n");
}
function latestCell(latest) {
  if (!latest) return "\u2014";
  const upstream = { inTable: true, maxLength: UPSTREAM_TEXT_LIMIT };
  const title = latest.name && latest.name !== latest.tag ? ` ${codeSpan(latest.name, upstream)}` : "";
  return `${codeSpan(latest.tag, upstream)}${title} (${formatDay(latest.publishedAt)})`;
}
function eolCell(eol2) {
  if (!eol2) return "\u2014";
  return `${formatDay(eol2.date)}${eol2.estimated ? " (estimated)" : ""}`;
}
function factsBlock(report, audit) {
  const links = branchLinks(report, audit);
  const lines = [
    "<details><summary>Where the facts came from</summary>",
    "",
    `- Packaged state: ${codeSpan(audit.source)}${links ? ` at ${commitText(links)}` : ""}`
  ];
  const { currentStableDefault, liveReleases: liveReleases2 } = audit.others;
  const otherLive = (liveReleases2 ?? []).filter((fact) => fact.branch !== currentStableDefault?.branch);
  const facts = [
    [currentStableDefault, "Default of the current stable release"],
    ...otherLive.map((fact) => [fact, "Default of a live release"]),
    [audit.others.nextReleaseDefault, "Default of the next release"],
    [audit.others.unstableDefault, "Default of unstable"]
  ];
  for (const [fact, label] of facts) {
    if (fact) lines.push(`- ${label} (${codeSpan(fact.branch)}): ${defaultText(fact)}, from ${codeSpan(fact.source)}`);
  }
  lines.push("", "</details>");
  return lines.join("\n");
}
function defaultText(fact) {
  if (fact.attr && fact.minor) return `${codeSpan(fact.attr)} (${codeSpan(fact.minor)})`;
  const known = fact.attr ?? fact.minor;
  return known ? codeSpan(known) : "unknown";
}
function sourcesFooter(report) {
  const lines = [`- Upstream releases: ${codeSpan(report.upstream.repository)}`];
  for (const note of report.upstream.notes) lines.push(`- ${inertProse(note)}`);
  const windowStart = addMonths(dayOf(report.now), -12);
  const estimatedEols = [...report.upstream.minors.values()].sort((a, b) => compareMinors(a.minor, b.minor)).flatMap(({ minor, eol: eol2 }) => eol2?.estimated && eol2.date >= windowStart ? [`${minor} ${formatDay(eol2.date)}`] : []);
  if (estimatedEols.length > 0) {
    lines.push(
      `- ${report.family.name} EOL dates not yet published, estimated as GA + 14 months: ${estimatedEols.join(", ")}`
    );
  }
  const estimatedReleases = chartContents(report, summaryChartBranch(report)).releases.map((r) => {
    const facts = [
      [r.featureFreeze, "feature freeze"],
      [r.branchOff, "branch-off"],
      [r.release, "release"],
      [r.endOfSupport, "end of support"]
    ];
    const estimated2 = facts.filter(([fact]) => fact.estimated).map(([fact, what]) => `${what} ${formatDay(fact.date)}`);
    return estimated2.length > 0 ? `${inertProse(r.name)} (${estimated2.join(", ")})` : void 0;
  }).filter((text3) => text3 !== void 0);
  if (estimatedReleases.length > 0) {
    lines.push(
      `- NixOS dates estimated from the usual cadence (release at the end of May and November, support until a month after the next release): ${estimatedReleases.join("; ")}`
    );
  }
  const { options: options2 } = report;
  if (hasPolicyChoices(report.family))
    lines.push(`- Policy ${codeSpan(options2.policy)}, backports through ${codeSpan(options2.backportThrough)}`);
  for (const [minor, reason] of [...options2.keep].sort(([a], [b]) => compareMinors(a, b))) {
    lines.push(`- Kept on purpose: ${codeSpan(minor)}: ${inertProse(reason)}`);
  }
  if (report.runUrl) lines.push(`- [Workflow run](${linkDestination(report.runUrl)})`);
  return ["## Sources", lines.join("\n")];
}

// src/evaluate/releasePlan.ts
function auditOfRelease(report, name) {
  return report.audits.find((a) => a.branch.kind === "stable" && a.branch.release === name);
}
function auditOfMaster(report) {
  return report.audits.find((a) => a.branch.kind === "unstable");
}
function previousStable(report, release2) {
  const atFreeze = currentStable(report.calendar, release2.featureFreeze.date);
  if (atFreeze && compareReleaseNames(atFreeze.name, release2.name) < 0) return atFreeze;
  const index = report.calendar.releases.findIndex((r) => r.name === release2.name);
  return index > 0 ? report.calendar.releases[index - 1] : void 0;
}
function contextFor(report, audit, release2) {
  const { family, now, upstream, calendar, options: options2 } = report;
  return buildRuleContext(
    { family, now, upstream, calendar, options: options2, branch: audit.branch, packaged: audit.packaged, others: audit.others },
    { release: release2 }
  );
}
function planned(context, minor, reason) {
  const pm = context.packagedMinor(minor);
  const latest = context.latest(minor)?.version.text;
  const eol2 = context.eol(minor);
  return {
    minor,
    attr: pm?.attr ?? attrOfMinor(context.family, minor),
    ...pm ? { packaged: pm.version.text, location: pm.location } : {},
    ...latest ? { latest } : {},
    ...eol2 ? { eol: eol2 } : {},
    reason
  };
}
function minorsOnceFixed(context, audit) {
  const missing2 = audit.findings.filter((f) => f.rule === "minor-missing" && f.severity !== "notice").map((f) => f.minor).filter((m) => m !== void 0);
  const all = /* @__PURE__ */ new Set([...context.packagedMinors.map((pm) => pm.minor), ...missing2]);
  return [...all].sort(compareMinors);
}
function isEndedBy(context, minor, day) {
  const eol2 = context.eol(minor);
  return eol2 !== void 0 && eol2.date.getTime() <= day.getTime();
}
function shippedMinor(context, minors, onRelease) {
  if (onRelease && context.defaultMinor) return context.defaultMinor;
  const alive = minors.filter((m) => !isEndedBy(context, m, context.today));
  return (alive.length ? alive : minors).at(-1);
}
function verdict(context, minor, release2, onMaster, shipped, stableDefault) {
  const attr = context.packagedMinor(minor)?.attr ?? attrOfMinor(context.family, minor);
  const pin = context.keptAs(minor);
  if (pin !== void 0) return { keep: true, reason: `kept on purpose (${pin})` };
  const eol2 = context.eol(minor);
  if (eol2 && eol2.date.getTime() <= release2.branchOff.date.getTime()) {
    return {
      keep: false,
      reason: `reaches its end of life on ${describeDate(eol2)}, by the branch-off${onMaster ? removeFromMaster(context, minor, shipped) : ""}`
    };
  }
  const stableMinor = stableDefault?.minor;
  if (onMaster && stableMinor !== void 0 && compareMinors(minor, stableMinor) < 0) {
    return {
      keep: false,
      reason: `older than ${context.family.name} ${stableMinor}, the default of ${stableDefault.branch}` + removeFromMaster(context, minor, shipped)
    };
  }
  const membership = membershipAtRelease(context.options.policy, eol2, release2);
  switch (membership.because) {
    case "one-minor-per-release":
      return {
        keep: false,
        reason: `NixOS ${release2.name} ships one ${context.family.name} minor; remove ${attr} from release-${release2.name} at the branch-off`
      };
    case "ends-before-end-of-support":
      return {
        keep: false,
        reason: `reaches its end of life on ${describeDate(membership.eol)}, before NixOS ${release2.name}'s end of support on ${describeDate(release2.endOfSupport)}; remove ${attr} from release-${release2.name} at the branch-off`
      };
    case "lasts-the-release":
      return {
        keep: true,
        reason: eol2 ? `supported until ${describeDate(eol2)}, for the whole release` : "no end of life known"
      };
    case "kept-while-supported":
      return {
        keep: true,
        reason: `supported at the branch-off; kept until its end of life${eol2 ? ` on ${describeDate(eol2)}` : ""}`
      };
  }
}
function removeFromMaster(context, minor, shipped) {
  const isDefault = context.defaultMinor === minor;
  if (!isDefault || shipped === void 0) return "; remove it from master";
  const attr = context.packagedMinor(shipped)?.attr ?? attrOfMinor(context.family, shipped);
  const first = context.packagedMinor(shipped) ? `${context.family.alias} points to ${attr}` : `${attr} is packaged and ${context.family.alias} points to it`;
  return `; it is master's default: remove it from master once ${first}`;
}
function previousDefault(report, previous) {
  const branch = `release-${previous.name}`;
  const audit = auditOfRelease(report, previous.name);
  const own = audit?.packaged.defaultMinor;
  if (audit && own) return { branch, minor: own, attr: audit.packaged.defaultAttr, source: audit.source };
  const facts = report.audits.flatMap((a) => [
    a.others.currentStableDefault,
    a.others.nextReleaseDefault,
    a.others.unstableDefault
  ]);
  return facts.find((f) => f?.branch === branch && f.minor !== void 0);
}
function previousPlan(report, release2, basis, ships, notes) {
  const previous = previousStable(report, release2);
  if (!previous) {
    notes.push(`The calendar has no release before NixOS ${release2.name}, so no backports were worked out.`);
    return void 0;
  }
  const branch = `release-${previous.name}`;
  const inclusive = pathIncludesTarget(report.options.backportThrough);
  const fact = previousDefault(report, previous);
  const base = { release: previous, branch, inclusive, ...fact?.source ? { source: fact.source } : {} };
  if (!fact?.minor || !ships || !basis) {
    notes.push(
      `The backports ${branch} needs are unknown: ${!fact?.minor ? "its default was not read in this run" : `the minor NixOS ${release2.name} ships is unknown`}.`
    );
    return { ...base, ...fact?.minor ? { defaultMinor: fact.minor } : {}, path: [], owed: [] };
  }
  const minors = upgradePath(fact.minor, ships, basis.releasedMinors, report.options.backportThrough);
  const audit = auditOfRelease(report, previous.name);
  const onPrevious = audit ? contextFor(report, audit, previous) : void 0;
  const name = report.family.name;
  const through = inclusive ? `up to and including ${name} ${ships}` : `up to the minor before ${name} ${ships}`;
  const path2 = minors.map((minor) => {
    const why = `on the upgrade path of NixOS ${previous.name} (default ${name} ${fact.minor}) ${through}, which NixOS ${release2.name} ships`;
    const step = planned(basis, minor, why);
    return { ...step, ...onPrevious ? { onPrevious: onPrevious.packagedMinor(minor) !== void 0 } : {} };
  });
  return { ...base, defaultMinor: fact.minor, path: path2, owed: path2.filter((s) => s.onPrevious !== true) };
}
function releasePlan(report, release2) {
  const notes = [];
  const own = auditOfRelease(report, release2.name);
  const master = auditOfMaster(report);
  const basisAudit = own ?? master;
  const base = { release: release2, policy: report.options.policy, keeps: [], dropped: [], notes };
  if (!basisAudit) {
    notes.push(
      `Neither master nor release-${release2.name} was read in this run, so the plan for NixOS ${release2.name} is unknown.`
    );
    return { ...base, previous: previousPlan(report, release2, void 0, void 0, notes) };
  }
  const onRelease = basisAudit === own;
  const context = contextFor(report, basisAudit, release2);
  const minors = onRelease ? context.packagedMinors.map((pm) => pm.minor) : minorsOnceFixed(context, basisAudit);
  const shipped = shippedMinor(context, minors, onRelease);
  if (!shipped)
    notes.push(
      `${basisAudit.branch.name} packages no ${context.family.name} minor that could be read, so what NixOS ${release2.name} ships is unknown.`
    );
  const keeps = [];
  const dropped = [];
  for (const minor of minors) {
    if (shipped && minor === shipped) continue;
    const v = verdict(context, minor, release2, !onRelease, shipped, basisAudit.others.currentStableDefault);
    (v.keep ? keeps : dropped).push(planned(context, minor, v.reason));
  }
  const ships = shipped ? planned(
    context,
    shipped,
    onRelease ? `the default of release-${release2.name}` : `the newest ${context.family.name} minor supported upstream that is or must be packaged on master`
  ) : void 0;
  const eol2 = shipped ? context.eol(shipped) : void 0;
  const eolBeforeEos2 = ships && eol2 && endsBeforeEndOfSupport(eol2, release2) ? {
    minor: ships.minor,
    attr: ships.attr,
    eol: eol2,
    endOfSupport: release2.endOfSupport,
    days: daysBetween(eol2.date, release2.endOfSupport.date)
  } : void 0;
  return {
    ...base,
    basis: basisAudit.branch.name,
    ...ships ? { ships } : {},
    keeps,
    dropped,
    previous: previousPlan(report, release2, context, shipped, notes),
    ...eolBeforeEos2 ? { eolBeforeEos: eolBeforeEos2 } : {}
  };
}
function checklistPlans(report) {
  if (releaseEventsOf(report.family).length === 0) return [];
  const releases = [upcomingRelease(report.calendar, report.now), nextFeatureFreeze(report.calendar, report.now)];
  const names = /* @__PURE__ */ new Set();
  return releases.flatMap((release2) => {
    if (!release2 || names.has(release2.name)) return [];
    names.add(release2.name);
    return [releasePlan(report, release2)];
  });
}

// src/publish/issues/dashboardBody.ts
var BODY_BUDGET = 6e4;
var SUMMARY_BUDGET = 15e3;
function clipLines(markdown, budget) {
  if (markdown.length <= budget) return markdown;
  const kept = [];
  let used = 2;
  for (const line of markdown.split("\n")) {
    if (used + line.length + 1 > budget) break;
    kept.push(line);
    used += line.length + 1;
  }
  return [...kept, "", "\u2026"].join("\n");
}
function cutLine(count2, runUrl) {
  const what = `\u2026 and ${count2} more item${count2 === 1 ? "" : "s"}`;
  return runUrl ? `${what}, see the run's job summary: ${runUrl} ${RUN_LINK_TAG}` : `${what}, see the run's job summary.`;
}
function itemLines(item, key2, links) {
  const head = item.severity === "notice" ? `- ${itemHeadline(item)}` : `- [ ] ${itemHeadline(item)} ${keyComment(key2)}`;
  return [head, ...itemFindingLines(item, 2, links).map((line) => tagCommitLinks(line, links))];
}
function tagCommitLinks(line, links) {
  const link = links ? line.lastIndexOf(`](${links.repositoryUrl}/blob/`) : -1;
  if (link < 0) return line;
  const end = line.indexOf(")", link) + 1;
  return `${line.slice(0, end)} ${RUN_LINK_TAG}${line.slice(end)}`;
}
function renderDashboardBody(input) {
  const marker = input.marker ?? dashboardMarker(input.branch, input.family);
  const summary = summarizeFindings(findingsOf(input.items));
  const mentions = /* @__PURE__ */ new Set([...input.mentions ?? [], ...parseMentions(input.previousBody ?? "")]);
  const footer = [
    "---",
    "<sub>Kept by k3s-release-guard: edited in place on every run, closed when the branch is clean. Ticks stay while their item does.</sub>",
    "",
    markerFooter(marker, mentions)
  ].join("\n");
  const name = input.family.name;
  const head = [`## ${name} on ${codeSpan(input.branch)}`, ""];
  const summaryText = stripMarkerLines(input.summaryMarkdown).split("\n").map((line) => tagCommitLinks(line, input.links)).join("\n").trim();
  if (summaryText) head.push(clipLines(summaryText, SUMMARY_BUDGET), "");
  else if (summary.total === 0) head.push(`No findings: every ${name} check passes on ${codeSpan(input.branch)}.`, "");
  else head.push(`**${countsText(summary)}.**`, "");
  const { items } = input;
  const ordered = [...items.filter((i) => i.severity !== "notice"), ...items.filter((i) => i.severity === "notice")];
  const keys = uniqueItemKeys(ordered);
  const reserve = footer.length + cutLine(ordered.length, input.runUrl).length + 8;
  let used = head.join("\n").length + reserve;
  const list = [];
  let shown = 0;
  let group;
  for (const [i, item] of ordered.entries()) {
    const kind = item.severity === "notice" ? "notices" : "work";
    const lines = [];
    if (kind !== group)
      lines.push(...list.length ? [""] : [], kind === "work" ? "### What to do" : "### For information", "");
    lines.push(...itemLines(item, keys[i], input.links));
    const cost = lines.join("\n").length + 1;
    if (used + cost > BODY_BUDGET) break;
    list.push(...lines);
    used += cost;
    group = kind;
    shown += 1;
  }
  const parts = [...head];
  if (list.length) parts.push(...list, "");
  if (shown < ordered.length) parts.push(cutLine(ordered.length - shown, input.runUrl), "");
  const pulls = input.pullRequestsMarkdown ? `### Pull requests

${input.pullRequestsMarkdown}
` : "";
  if (pulls && shown === ordered.length && used + pulls.length + 1 <= BODY_BUDGET) {
    parts.push(pulls);
    used += pulls.length + 1;
  }
  const timeline = input.timelineMarkdown ? `### Timeline

${input.timelineMarkdown}
` : "";
  if (timeline && shown === ordered.length && used + timeline.length + 1 <= BODY_BUDGET) parts.push(timeline);
  parts.push(footer);
  const body = parts.join("\n");
  return input.previousBody ? applyTicks(body, parseTicks(input.previousBody)) : body;
}

// src/publish/issues/checklists/releasePlan.ts
function planOf(report, release2) {
  const plan = report.plans?.find((p) => p.release.name === release2.name);
  if (!plan)
    throw new Error(`The audit report has no plan for NixOS ${release2.name}, so its checklist cannot be written.`);
  return plan;
}
function checklistItem(text3, key2) {
  return `- [ ] ${text3} ${keyComment(key2)}`;
}
function placeText2(location) {
  const place2 = location ? placeText(location) : "";
  return place2 ? ` (${place2})` : "";
}
function workItemLines(items, links) {
  const keys = uniqueItemKeys(items);
  return items.flatMap((item, i) => itemLines(item, keys[i], links));
}
function noticeLines(items) {
  return items.map((item) => `- ${itemHeadline(item)}`);
}
function datesLines(release2) {
  return [
    `- Feature freeze: ${describeDate(release2.featureFreeze)}`,
    `- Branch-off: ${describeDate(release2.branchOff)}`,
    `- Release: ${describeDate(release2.release)}`,
    `- End of support: ${describeDate(release2.endOfSupport)}`
  ];
}
function minorText(m) {
  const facts = [
    m.packaged ? `packaged ${codeSpan(m.packaged)}` : "not packaged yet",
    ...m.latest && m.latest !== m.packaged ? [`latest ${codeSpan(m.latest)}`] : [],
    `end of life ${m.eol ? describeDate(m.eol) : "unknown"}`
  ];
  return `${codeSpan(m.attr)} (${facts.join(", ")}): ${inertProse(m.reason)}${placeText2(m.location)}`;
}
var planKeys = {
  dropped: (attr) => workItemKey({ step: "remove", subject: attr }),
  backport: (attr) => workItemKey({ step: "backport", subject: attr }),
  eolBeforeEos: (attr) => workItemKey({ step: "check", subject: attr })
};
function backportLine(step, previousBranch) {
  const state = step.onPrevious === void 0 ? `not known whether ${codeSpan(previousBranch)} has it` : step.onPrevious ? "already there" : "missing";
  const latest = step.latest ? ` at ${codeSpan(step.latest)}` : "";
  const text3 = `Backport ${codeSpan(step.attr)}${latest} to ${codeSpan(previousBranch)} (${state}): ${inertProse(step.reason)}${placeText2(step.location)}`;
  return step.onPrevious ? `- ${text3}` : checklistItem(text3, planKeys.backport(step.attr));
}
function eolBeforeEosItem(plan) {
  const e = plan.eolBeforeEos;
  if (!e) return [];
  return [
    checklistItem(
      `${codeSpan("eol-before-eos")} ${codeSpan(e.attr)}: reaches its end of life on ${describeDate(e.eol)}, ${e.days} days before NixOS ${plan.release.name}'s end of support on ${describeDate(e.endOfSupport)}. Consider a newer default before the release, or tell users when to upgrade.`,
      planKeys.eolBeforeEos(e.attr)
    )
  ];
}
function planLines(plan, family, options2 = {}) {
  const lines = [];
  const name = plan.release.name;
  if (plan.basis) lines.push(`Read from ${codeSpan(plan.basis)}; policy ${codeSpan(plan.policy)}.`, "");
  lines.push(plan.ships ? `**Ships:** ${minorText(plan.ships)}` : `**Ships:** unknown.`);
  if (plan.keeps.length)
    lines.push("", `**Also kept in NixOS ${name}:**`, "", ...plan.keeps.map((m) => `- ${minorText(m)}`));
  lines.push(...plan.eolBeforeEos ? ["", ...eolBeforeEosItem(plan)] : []);
  lines.push("", "**Dropped at the branch-off:**", "");
  lines.push(
    ...plan.dropped.length ? plan.dropped.map((m) => checklistItem(minorText(m), planKeys.dropped(m.attr))) : ["- nothing"]
  );
  const previous = plan.previous;
  if (previous && !options2.withoutBackports) {
    const bound = previous.inclusive ? "up to and including" : "up to the minor before";
    lines.push(
      "",
      `**Backports ${codeSpan(previous.branch)} will need** (its upgrade path, ${bound} the shipped minor):`,
      ""
    );
    if (previous.path.length) lines.push(...previous.path.map((s) => backportLine(s, previous.branch)));
    else if (previous.defaultMinor && plan.ships) {
      lines.push(
        `- none: its default ${family.name} ${previous.defaultMinor} needs no newer minor to reach ${family.name} ${plan.ships.minor}`
      );
    } else lines.push("- unknown");
  }
  if (plan.notes.length) lines.push("", ...plan.notes.map((n) => `- ${inertProse(n)}`));
  return lines;
}

// src/publish/issues/checklists/featureFreeze.ts
var MUST_LAND_RULES = [
  "layout-unrecognized",
  "minor-missing",
  "default-not-newest",
  "patch-behind",
  "minor-eol",
  "minor-superseded"
];
function featureFreezeTitle(family, release2) {
  return `${family.name} before the NixOS ${release2.name} feature freeze`;
}
function teamMention(team2, eventKey, text3) {
  const handle = team2.trim().replace(/^@/, "");
  return handle ? { team: handle, eventKey, text: text3(`@${handle}`) } : void 0;
}
function checklistTail(marker, runUrl) {
  return [
    "---",
    "<sub>Kept by k3s-release-guard: edited in place on every run, closed when nothing is left to do. Ticks stay while their item does.</sub>",
    ...runUrl ? ["", `Run that produced this checklist: ${runUrl} ${RUN_LINK_TAG}`] : [],
    "",
    markerFooter(marker, [])
  ];
}
function isOpen(item) {
  return item.severity !== "notice";
}
function backportsOwed(plan) {
  const previous = plan.previous;
  if (!previous) return false;
  if (!previous.defaultMinor || !plan.ships) return true;
  return previous.owed.length > 0;
}
function featureFreezeChecklist(report, release2, options2) {
  const name = release2.name;
  const marker = issueMarker(familyIssueKind(report.family, "feature-freeze"), name);
  const plan = planOf(report, release2);
  const master = auditOfMaster(report);
  const mustLand = master ? itemsWith(master.workItems, (f) => MUST_LAND_RULES.includes(f.rule)) : [];
  const open = mustLand.filter(isOpen);
  const notices = mustLand.filter((f) => !isOpen(f));
  const freeze = describeDate(release2.featureFreeze);
  const lines = [`## ${featureFreezeTitle(report.family, release2)}`, "", ...datesLines(release2), ""];
  lines.push(`### Must land on ${codeSpan("master")} before ${freeze}`, "");
  if (!master) lines.push(`${codeSpan("master")} was not read in this run, so what must land on it is unknown.`);
  else if (open.length) lines.push(...workItemLines(open, branchLinks(report, master)));
  else lines.push(`Nothing: ${codeSpan("master")} passes every check that must land before the freeze.`);
  if (notices.length) lines.push("", ...noticeLines(notices));
  lines.push("", `### Plan for NixOS ${name}`, "", ...planLines(plan, report.family), "");
  lines.push(...checklistTail(marker, options2.runUrl ?? report.runUrl));
  const owed = backportsOwed(plan);
  const clean = master !== void 0 && open.length === 0 && !owed;
  const mention = teamMention(
    options2.team,
    `feature-freeze:${name}`,
    (handle) => `${handle} the feature freeze of NixOS ${name} is on ${freeze}: the ${report.family.name} checklist above lists what must land on master first.`
  );
  return {
    marker,
    title: featureFreezeTitle(report.family, release2),
    body: lines.join("\n"),
    clean,
    labels: options2.labels,
    ...mention ? { mention } : {},
    closeReason: `As of ${formatDay(report.now)}, everything that had to land on master before the NixOS ${name} feature freeze has landed${plan.previous ? ` and ${plan.previous.branch} has every backport it needs` : ""}; closing. This issue reopens if an item returns.`
  };
}

// src/publish/issues/checklists/branchOff.ts
var BRANCH_OFF_RULES = [
  "layout-unrecognized",
  "extra-at-release",
  "eol-before-eos",
  "calendar-mismatch"
];
function branchOffTitle(family, release2) {
  return `${family.name} branch-off checklist for NixOS ${release2.name}`;
}
function releaseSection(report, release2, plan) {
  const branch = `release-${release2.name}`;
  const audit = auditOfRelease(report, release2.name);
  const heading = `### On ${codeSpan(branch)} before the release`;
  if (!audit) {
    return {
      lines: [
        heading,
        "",
        `${codeSpan(branch)} could not be read in this run (it may not exist yet), so this checklist shows the plan for NixOS ${release2.name} instead.`,
        "",
        ...planLines(plan, report.family, { withoutBackports: true })
      ],
      open: void 0
    };
  }
  const relevant = itemsWith(audit.workItems, (f) => BRANCH_OFF_RULES.includes(f.rule));
  const open = relevant.filter(isOpen);
  const notices = relevant.filter((f) => !isOpen(f));
  const lines = [heading, ""];
  lines.push(
    ...open.length ? workItemLines(open, branchLinks(report, audit)) : [`Nothing left: ${codeSpan(branch)} passes every branch-off check.`]
  );
  if (notices.length) lines.push("", ...noticeLines(notices));
  return { lines, open: open.length };
}
function backportSection(report, plan) {
  const previous = plan.previous;
  if (!previous) return { lines: [], open: 0 };
  const heading = `### Backports owed to ${codeSpan(previous.branch)}`;
  const audit = auditOfRelease(report, previous.release.name);
  const items = audit ? itemsWith(audit.workItems, (f) => f.rule === "backport-missing") : [];
  const notices = items.filter((i) => !isOpen(i));
  if (audit && notices.length === 0) {
    const open = items.filter(isOpen);
    const lines2 = [heading, ""];
    lines2.push(
      ...open.length ? workItemLines(open, branchLinks(report, audit)) : [`None: ${codeSpan(previous.branch)} has every minor on its upgrade path.`]
    );
    return { lines: lines2, open: open.length };
  }
  const why = audit ? "its audit could not check its upgrade path" : "it was not audited in this run";
  const lines = [heading, "", ...notices.length ? [...noticeLines(notices), ""] : []];
  lines.push(`${codeSpan(previous.branch)}: ${why}; from the plan for NixOS ${plan.release.name}:`, "");
  if (!previous.defaultMinor || !plan.ships) {
    const unknown2 = !previous.defaultMinor ? "its default was not read" : "the shipped minor is unknown";
    return { lines: [...lines, `- unknown: ${unknown2}.`], open: void 0 };
  }
  const steps = previous.path.map((s) => backportLine(s, previous.branch));
  lines.push(...steps.length ? steps : ["- none: its default already reaches the shipped minor."]);
  return { lines, open: previous.owed.length };
}
function branchOffChecklist(report, release2, options2) {
  const name = release2.name;
  const marker = issueMarker(familyIssueKind(report.family, "branch-off"), name);
  const plan = planOf(report, release2);
  const onRelease = releaseSection(report, release2, plan);
  const backports = backportSection(report, plan);
  const past = release2.branchOff.date.getTime() <= report.now.getTime();
  const when = release2.branchOff.undated ? `NixOS ${name} has branched off` : `the branch-off of NixOS ${name} ${past ? "was" : "is"} on ${describeDate(release2.branchOff)}`;
  const lines = [
    `## ${branchOffTitle(report.family, release2)}`,
    "",
    ...datesLines(release2),
    "",
    ...onRelease.lines,
    ""
  ];
  if (backports.lines.length) lines.push(...backports.lines, "");
  lines.push(...checklistTail(marker, options2.runUrl ?? report.runUrl));
  const clean = onRelease.open === 0 && backports.open === 0;
  const mention = teamMention(
    options2.team,
    `branch-off:${name}`,
    (handle) => `${handle} ${when}: the ${report.family.name} checklist above lists what must change on release-${name} before the release.`
  );
  return {
    marker,
    title: branchOffTitle(report.family, release2),
    body: lines.join("\n"),
    clean,
    labels: options2.labels,
    ...mention ? { mention } : {},
    closeReason: `As of ${formatDay(report.now)}, release-${name} is ready for the release${plan.previous ? ` and ${plan.previous.branch} has every backport it needs` : ""}; closing. This issue reopens if an item returns.`
  };
}

// src/publish/issues/dashboardIssue.ts
function dashboardTitle(family, branch) {
  return `${family.name} release guard: ${branch}`;
}
function closeReason(family, branch, now) {
  return `All ${family.name} findings on ${branch} are resolved as of ${formatDay(now)}; closing. This issue reopens if a finding returns.`;
}
function dashboardIssue(input) {
  return {
    marker: dashboardMarker(input.branch, input.family),
    title: dashboardTitle(input.family, input.branch),
    body: renderDashboardBody({
      family: input.family,
      branch: input.branch,
      summaryMarkdown: input.summaryMarkdown ?? "",
      items: input.items,
      ...input.links ? { links: input.links } : {},
      ...input.pullRequestsMarkdown ? { pullRequestsMarkdown: input.pullRequestsMarkdown } : {},
      ...input.timelineMarkdown ? { timelineMarkdown: input.timelineMarkdown } : {},
      ...input.runUrl ? { runUrl: input.runUrl } : {}
    }),
    clean: summarizeFindings(findingsOf(input.items)).status === "clean",
    labels: input.labels,
    ...input.mention ? { mention: input.mention } : {},
    closeReason: closeReason(input.family, input.branch, input.now)
  };
}

// src/publish/issues/endedIssues.ts
function ended(marker, title, labels2, reason) {
  return { marker, title, body: "", clean: true, labels: labels2, closeReason: reason, ended: { reason } };
}
function endedIssues(input) {
  const { family, calendar, now, labels: labels2 } = input;
  const releases = calendar.releases;
  const next = nextFeatureFreeze(calendar, now);
  const frozen = next ? releases.slice(0, releases.indexOf(next)) : releases;
  const issues = [];
  const events = releaseEventsOf(family);
  for (const release2 of events.includes("feature-freeze") ? frozen : []) {
    issues.push(
      ended(
        issueMarker(familyIssueKind(family, "feature-freeze"), release2.name),
        featureFreezeTitle(family, release2),
        labels2,
        `The feature freeze of NixOS ${release2.name} was on ${describeDate(release2.featureFreeze)}`
      )
    );
  }
  for (const release2 of releases.filter((r) => ["supported", "retired"].includes(stablePhase(r, now)))) {
    if (events.includes("branch-off")) {
      issues.push(
        ended(
          issueMarker(familyIssueKind(family, "branch-off"), release2.name),
          branchOffTitle(family, release2),
          labels2,
          `NixOS ${release2.name} was released on ${describeDate(release2.release)}`
        )
      );
    }
    if (stablePhase(release2, now) !== "retired") continue;
    const branch = `release-${release2.name}`;
    issues.push(
      ended(
        dashboardMarker(branch, family),
        dashboardTitle(family, branch),
        labels2,
        `${branch} reached end of support on ${describeDate(release2.endOfSupport)}`
      )
    );
  }
  return issues;
}

// src/publish/issues/desiredIssues.ts
function desiredIssues(report, work, options2) {
  const issues = [];
  if (work.dashboards) {
    for (const audit of report.audits) {
      const items = audit.workItems;
      const links = branchLinks(report, audit);
      const pulls = pullRequestSection(audit.pullRequests, audit.branch.name, report.family.name);
      issues.push(
        dashboardIssue({
          family: report.family,
          branch: audit.branch.name,
          items,
          summaryMarkdown: renderBranchOverview(report, audit),
          ...links ? { links } : {},
          ...pulls ? { pullRequestsMarkdown: pulls } : {},
          // The reader's today, not the audit's: the body stays the same on a quiet day.
          timelineMarkdown: timelineMarkdown(report, {
            audit,
            items,
            marked: audit.release ? [audit.release] : [],
            auditDay: false
          }),
          labels: options2.labels,
          now: report.now,
          ...options2.runUrl ? { runUrl: options2.runUrl } : {}
        })
      );
    }
  }
  const checklistOptions = {
    team: options2.team,
    labels: [...options2.labels],
    ...options2.runUrl ? { runUrl: options2.runUrl } : {}
  };
  const events = releaseEventsOf(report.family);
  if (work.featureFreeze && events.includes("feature-freeze"))
    issues.push(featureFreezeChecklist(report, work.featureFreeze, checklistOptions));
  if (work.branchOff && events.includes("branch-off"))
    issues.push(branchOffChecklist(report, work.branchOff, checklistOptions));
  if (work.closeEnded) {
    const kept = new Set(issues.map((issue) => issue.marker));
    const ended2 = endedIssues({
      family: report.family,
      calendar: report.calendar,
      now: report.now,
      labels: options2.labels
    });
    issues.push(...ended2.filter((issue) => !kept.has(issue.marker)));
  }
  return issues;
}

// src/publish/publishRun.ts
function issuesSection(results, dryRun) {
  const lines = results.flatMap(
    (r) => r.actions.map((a) => `- ${a.url ? `[${inertProse(a.text)}](${linkDestination(a.url)})` : inertProse(a.text)}`)
  );
  const warnings = results.flatMap((r) => r.warnings.map((w) => `- **warning:** ${inertProse(w)}`));
  const heading = dryRun ? "## Issues (dry run: nothing was written)" : "## Issues";
  const list = [...lines, ...warnings];
  return `${heading}

${list.length > 0 ? list.join("\n") : "No issue needed a change."}
`;
}
async function publishRun(families, work, publisher, log) {
  const desired = families.flatMap(({ report, options: options2 }) => desiredIssues(report, work, options2));
  if (desired.length === 0) return { results: [] };
  return log.group(publisher.dryRun ? "Issues (dry run)" : "Issues", () => publisher.publish(desired, log));
}

// src/report/pullRequestSummary.ts
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function itemList(items, links) {
  const shown = items.slice(0, SUMMARY_ITEMS_PER_BRANCH);
  const lines = shown.flatMap((item) => [`- ${itemHeadline(item)}`, ...itemFindingLines(item, 2, links)]);
  const left = items.length - shown.length;
  if (left > 0) lines.push(`- \u2026 and ${plural(left, "more item")}: the action's \`findings\` output has them all.`);
  return lines.join("\n");
}
function verdict2(split, base, family) {
  const added = summarizeFindings(split.introduced.findings);
  const adds = added.status === "findings" ? `\u274C This pull request adds ${countsText(added)}.` : added.notices > 0 ? `\u2705 This pull request adds no ${family} error or warning, only ${plural(added.notices, "notice")}.` : `\u2705 This pull request adds no ${family} finding.`;
  const fixed = split.fixed.findings.length;
  const fixes = fixed > 0 ? ` It fixes ${plural(fixed, "finding")}.` : "";
  const left = split.preExisting.findings.length;
  const leaves = left > 0 ? ` It leaves ${plural(left, "finding")} that ${base} already has.` : "";
  return `**Verdict:** ${adds}${fixes}${leaves}`;
}
function backportLabelLines(labels2, family) {
  return labels2.map(
    (needed) => `\u2139\uFE0F This pull request changes ${family.name} ${needed.minors.map((m) => codeSpan(m)).join(", ")}, which ${codeSpan(needed.branch)} also packages: once merged, it will need the label ${codeSpan(needed.label)} for its backport.`
  );
}
function renderPullRequestSummary(report, split, backportLabels = []) {
  const head = report.audits[0];
  const family = report.family.name;
  const base = codeSpan(head.branch.name);
  const links = branchLinks(report, head);
  const { introduced, fixed, preExisting } = split;
  const blocks = [
    `# ${family} release guard`,
    `## Pull request check against ${base}`,
    verdict2(split, base, family),
    ...backportLabels.length > 0 ? [backportLabelLines(backportLabels, report.family).join("\n\n")] : [],
    `### Added by this pull request`,
    introduced.findings.length > 0 ? itemList(introduced.items, links) : `Nothing: this pull request adds no ${family} finding.`
  ];
  if (fixed.findings.length > 0) {
    const baseLinks = report.base ? branchLinks(report, report.base) : void 0;
    blocks.push(
      `### Fixed by this pull request (${plural(fixed.findings.length, "finding")})`,
      itemList(fixed.items, baseLinks)
    );
  }
  if (preExisting.findings.length > 0) {
    blocks.push(
      `### Already on ${base}, not blamed on this pull request (${plural(preExisting.findings.length, "finding")})`,
      itemList(preExisting.items, links)
    );
  }
  blocks.push(`## ${family} on ${base} with this pull request`);
  return blocks.join("\n\n") + "\n\n" + renderMarkdown(report, { title: false });
}
function renderBaseUnreadSection(baseBranch, family) {
  const base = codeSpan(baseBranch);
  return `## Pull request check against ${base}

The base branch ${base} could not be read (the log says why), so this check cannot tell what the pull request adds: every ${family.name} finding above may already be on ${base}, and none is blamed on the pull request. Run the check again once the base can be read.
`;
}

// src/pipeline/chooseWork.ts
function isPullRequestCheck(mode, eventName) {
  return mode === "pr-check" || mode === "auto" && eventName?.startsWith("pull_request") === true;
}
function chooseWork(context) {
  const { mode, calendar, now } = context;
  const work = { prCheck: false, dashboards: false, reasons: [] };
  if (context.prCheck) {
    work.prCheck = true;
    work.reasons.push(mode === "auto" ? `Event ${context.eventName}: checking the pull request.` : "Mode pr-check.");
    return work;
  }
  const freeze = nextFeatureFreeze(calendar, now);
  if (mode === "feature-freeze") {
    if (!freeze) {
      work.reasons.push(
        `Mode feature-freeze: the calendar knows no NixOS feature freeze on or after ${formatDay(now)}; nothing to write.`
      );
      return work;
    }
    work.featureFreeze = freeze;
    work.reasons.push(
      `Mode feature-freeze: checklist for NixOS ${freeze.name} (feature freeze ${formatDay(freeze.featureFreeze.date)}).`
    );
    return work;
  }
  work.dashboards = mode === "audit" || mode === "auto";
  work.closeEnded = work.dashboards;
  if (mode === "audit") {
    work.reasons.push("Mode audit: one dashboard issue per branch.");
    return work;
  }
  const upcoming = upcomingRelease(calendar, now);
  if (!upcoming) {
    work.reasons.push("The calendar knows no upcoming NixOS release.");
    return work;
  }
  if (mode === "branch-off") {
    work.branchOff = upcoming;
    work.reasons.push(
      `Mode branch-off: checklist for NixOS ${upcoming.name} (branch-off ${formatDay(upcoming.branchOff.date)}).`
    );
    return work;
  }
  work.reasons.push("Mode auto: one dashboard issue per branch.");
  if (freeze && inFeatureFreezeWindow(freeze, now)) {
    const { opens, closes } = featureFreezeWindow(freeze);
    work.featureFreeze = freeze;
    work.reasons.push(
      `Feature freeze of NixOS ${freeze.name} is on ${formatDay(closes)}, and its window opened on ${formatDay(opens)}: feature-freeze checklist too.`
    );
  }
  if (context.releaseBranchExists(upcoming.name)) {
    work.branchOff = upcoming;
    work.reasons.push(
      `release-${upcoming.name} exists and NixOS ${upcoming.name} is not released yet: branch-off checklist too.`
    );
  }
  return work;
}

// src/pipeline/outcome.ts
var RANK = { error: 0, warning: 1, notice: 2 };
function failingFindings(findings2, failOn) {
  if (failOn === "never") return [];
  return findings2.filter((f) => RANK[f.severity] <= RANK[failOn]);
}
function failureMessage(failing, failOn, families) {
  const errors = failing.filter((f) => f.severity === "error").length;
  const warnings = failing.length - errors;
  const parts = [errors ? `${errors} error(s)` : "", warnings ? `${warnings} warning(s)` : ""].filter(Boolean);
  return `${listText(families.map((f) => f.name))} policy: ${parts.join(" and ")} (fail-on: ${failOn}). See the job summary for what to do.`;
}

// src/gather/nixpkgs/releaseNotes.ts
function releaseNotesFile2(release2) {
  return `${NIXPKGS_FOLDERS.releaseNotes}/rl-${release2.replace(".", "")}.section.md`;
}
async function readReleaseNotes(tree, release2) {
  const file = releaseNotesFile2(release2);
  try {
    const text3 = await tree.readText(file);
    return { notes: text3 === void 0 ? { release: release2, file } : { release: release2, file, text: text3 } };
  } catch (error) {
    if (!(error instanceof UnreadableEntry)) throw error;
    return { notes: { release: release2, file }, problem: { file, message: `cannot be read: ${error.reason}` } };
  }
}

// src/gather/nixpkgs/branchStates.ts
function branchDefault(name, read) {
  const { state } = read;
  return {
    branch: name,
    ...state.defaultMinor ? { minor: state.defaultMinor } : {},
    ...state.defaultAttr ? { attr: state.defaultAttr } : {},
    minors: state.minors.map((m) => m.minor),
    ...state.channelAliases ? { channelAliases: state.channelAliases.map((a) => ({ attr: a.attr, ...a.minor ? { minor: a.minor } : {} })) } : {},
    source: read.source
  };
}
var BranchStates = class {
  constructor(sources, log) {
    this.sources = sources;
    this.log = log;
  }
  sources;
  log;
  trees = /* @__PURE__ */ new Map();
  states = /* @__PURE__ */ new Map();
  seed(family, name, read) {
    this.states.set(this.key(family, branchKey(name)), Promise.resolve(read));
  }
  async read(family, name) {
    const found = await this.lookup(this.key(family, branchKey(name)), () => this.fetch(family, name, "branch"));
    return "missing" in found ? void 0 : found;
  }
  /** nixpkgs' release tag R ("24.05"), as it was on the day of the release; `missing` says why when it cannot be read. */
  tag(family, release2) {
    return this.lookup(this.key(family, `tag ${release2}`), () => this.fetch(family, release2, "tag"));
  }
  /** The branch as GitHub has it, even when the checkout stands for it. */
  async readRemote(family, name) {
    const found = await this.fetch(family, name, "branch");
    return "missing" in found ? void 0 : found;
  }
  lookup(key2, fetch) {
    let pending = this.states.get(key2);
    if (!pending) {
      pending = fetch();
      this.states.set(key2, pending);
    }
    return pending;
  }
  key(family, ref) {
    return `${family.traits.id} ${ref}`;
  }
  /** The run's one tree of a branch or tag: whoever reads it, each file is fetched once. */
  tree(ref) {
    let tree = this.trees.get(ref);
    if (!tree) {
      tree = this.sources.nixpkgsTree(ref);
      this.trees.set(ref, tree);
    }
    return tree;
  }
  async fetch(family, name, kind) {
    const tree = this.tree(name);
    try {
      if (await tree.readText("lib/.version") === void 0) {
        const missing2 = `${tree.describe}: no such ${kind} (no lib/.version)`;
        this.log.info(`${missing2}; skipped.`);
        return { missing: missing2 };
      }
      const [state, commit2] = await Promise.all([
        family.readPackagedState(tree),
        kind === "branch" ? this.commitOf(tree) : void 0
      ]);
      if (commit2) state.commit = commit2;
      this.log.info(`${tree.describe}: ${describeState(family, state)}`);
      return { state, source: tree.describe, tree };
    } catch (error) {
      const missing2 = `${tree.describe} could not be read: ${error instanceof Error ? error.message : String(error)}`;
      this.log.warning(missing2);
      return { missing: missing2 };
    }
  }
  async commitOf(tree) {
    try {
      return await tree.commit?.();
    } catch (error) {
      this.log.warning(error instanceof Error ? error.message : String(error));
      return void 0;
    }
  }
};
function branchKey(name) {
  const branch = parseBranch(name);
  return branch?.kind === "stable" ? `release-${branch.release}` : branch ? "master" : name;
}
async function otherBranchFacts(refs, family, branches) {
  const read = async (ref) => {
    if ("tag" in ref) {
      const found2 = await branches.tag(family, ref.tag);
      return "missing" in found2 ? { branch: ref.tag, source: found2.missing } : branchDefault(ref.tag, found2);
    }
    const found = await branches.read(family, ref.branch);
    return found && branchDefault(ref.branch, found);
  };
  const { liveReleases: liveReleases2, ...single } = refs;
  const keys = Object.keys(single);
  const [facts, live] = await Promise.all([
    Promise.all(keys.map((key2) => read(single[key2]))),
    Promise.all((liveReleases2 ?? []).map(read))
  ]);
  const known = {};
  for (const [index, key2] of keys.entries()) if (facts[index]) known[key2] = facts[index];
  const liveKnown = live.filter((fact) => fact !== void 0);
  if (liveKnown.length > 0) known.liveReleases = liveKnown;
  return known;
}
async function withReleaseNotes(branch, read, log) {
  const release2 = read.state.nixosVersion;
  if (branch.kind !== "unstable" || release2 === void 0) return read.state;
  const { notes, problem } = await readReleaseNotes(read.tree, release2);
  if (notes.text === void 0 && !problem) log.info(`${read.tree.describe}: no ${notes.file}.`);
  return {
    ...read.state,
    releaseNotes: notes,
    ...problem ? { problems: [...read.state.problems, problem] } : {}
  };
}
function describeState(family, state) {
  const minors = state.minors.map((m) => `${m.attr} ${m.version.text}`).join(", ") || `no ${family.traits.name} minor read`;
  const alias = state.defaultAttr ? `; ${family.traits.alias} = ${state.defaultAttr}` : "";
  const version = state.nixosVersion ? ` (lib/.version ${state.nixosVersion})` : "";
  return `${minors}${alias}${version}`;
}

// src/gather/pullRequests/candidates.ts
function pullRequestQuery(repository2, families) {
  return `repo:${repository2} is:pr in:title ${families.map((f) => f.alias).join(" OR ")}`;
}
function titleNames(family, title) {
  return title.toLowerCase().includes(family.alias.toLowerCase());
}
function choosePullRequests(found, families, now) {
  const since = addDays(now, -MERGED_WITHIN_DAYS).getTime();
  const live = found.filter((pull) => pull.open || pull.merged !== void 0 && pull.merged.getTime() >= since).sort((a, b) => b.created.getTime() - a.created.getTime() || b.number - a.number);
  const byFamily = families.map((family) => {
    const named = live.filter((pull) => titleNames(family, pull.title)).map((pull) => pull.number);
    return {
      chosen: named.slice(0, PULL_REQUESTS_PER_FAMILY),
      notRead: Math.max(named.length - PULL_REQUESTS_PER_FAMILY, 0)
    };
  });
  const chosen = new Set(byFamily.flatMap((f) => f.chosen));
  return { toRead: live.map((pull) => pull.number).filter((number) => chosen.has(number)), byFamily };
}

// src/gather/pullRequests/familyFiles.ts
var SHARED_FILES = [NIXPKGS_PATHS.allPackages, NIXPKGS_PATHS.aliases];
var IDENTIFIER = "[A-Za-z0-9_'-]";
var escape2 = (text3) => text3.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function familyNamePattern(family) {
  const names = [escape2(family.alias), `${escape2(family.attrPrefix)}[A-Za-z0-9_]+`, escape2(family.allPackagesRef)];
  return new RegExp(`(?<!${IDENTIFIER})(?:${names.join("|")})(?!${IDENTIFIER})`);
}
function changedLines(patch) {
  return patch.split("\n").filter((line) => line.startsWith("+") || line.startsWith("-")).map((line) => line.slice(1));
}
function familyChanges(family, files) {
  const inFolder = (path2) => path2 !== void 0 && path2.startsWith(`${family.folder}/`);
  const names = familyNamePattern(family);
  return files.flatMap((file) => {
    if (inFolder(file.filename) || inFolder(file.previousFilename)) return [{ file: file.filename, touch: "folder" }];
    if (!SHARED_FILES.includes(file.filename)) return [];
    if (file.patch === void 0) return [{ file: file.filename, touch: "no-patch" }];
    return changedLines(file.patch).some((line) => names.test(line)) ? [{ file: file.filename, touch: "lines" }] : [];
  });
}

// src/gather/pullRequests/headTree.ts
var AT_HEAD = /* @__PURE__ */ new Set(["added", "modified", "changed", "renamed", "copied"]);
var key = (path2) => treePathSegments(path2).join("/");
function pullRequestTree({ base, head, files, headCommit, describe }) {
  const atHead = new Set(files.filter((f) => AT_HEAD.has(f.status)).map((f) => f.filename));
  const gone = new Set(
    files.flatMap((f) => [
      ...f.status === "removed" ? [f.filename] : [],
      ...f.status === "renamed" && f.previousFilename !== void 0 ? [f.previousFilename] : []
    ])
  );
  for (const path2 of atHead) gone.delete(path2);
  const entriesBelow = (paths, prefix) => {
    const names = /* @__PURE__ */ new Set();
    for (const path2 of paths)
      if (path2.startsWith(prefix) && path2.length > prefix.length) names.add(path2.slice(prefix.length).split("/")[0]);
    return names;
  };
  const tree = {
    describe,
    commit: async () => headCommit,
    async readText(path2) {
      const file = key(path2);
      if (atHead.has(file)) return head.readText(file);
      if (gone.has(file)) return void 0;
      return base.readText(file);
    },
    // The base's listing with what the pull request adds and removes: the head is never listed.
    async listDir(path2) {
      const folder = key(path2);
      const prefix = folder === "" ? "" : `${folder}/`;
      const [listed2, added, removed] = [
        await base.listDir(folder),
        entriesBelow(atHead, prefix),
        entriesBelow(gone, prefix)
      ];
      const names = /* @__PURE__ */ new Set([...listed2 ?? [], ...added]);
      for (const name of removed) {
        if (added.has(name)) continue;
        if (gone.has(`${prefix}${name}`) || (await tree.listDir(`${prefix}${name}`) ?? []).length === 0)
          names.delete(name);
      }
      return names.size === 0 ? void 0 : [...names].sort();
    }
  };
  return tree;
}

// src/gather/pullRequests/familyPullRequests.ts
var message2 = (error) => error instanceof Error ? error.message : String(error);
var sentence2 = (text3) => /\w$/.test(text3) ? `${text3}.` : text3;
function searchPullRequests(source, repository2, families) {
  const outcome = source.search(
    pullRequestQuery(
      repository2,
      families.map((f) => f.traits)
    )
  ).then(
    (answer) => ({ answer }),
    (error) => ({
      failed: sentence2(`The pull requests of ${repository2} could not be read: ${message2(error)}`)
    })
  );
  return { source, families, outcome };
}
async function readPullRequests({ source, families, outcome }, reading) {
  const { log } = reading;
  const search = await outcome;
  if ("failed" in search) {
    log.warning(`${search.failed} The run goes on without them.`);
    return families.map(() => ({ pulls: [], notRead: 0, unread: search.failed }));
  }
  const { answer } = search;
  const candidates = choosePullRequests(
    answer.found,
    families.map((f) => f.traits),
    reading.now
  );
  const reads = await Promise.all(candidates.toRead.map((number) => readOne(number, source, reading)));
  const incomplete = answer.incompleteResults ? "GitHub's search ran out of time and listed only some pull requests." : answer.total > answer.listed ? `The search matched ${answer.total} pull requests; the ${answer.listed} most recently updated were read.` : void 0;
  if (incomplete) log.info(incomplete);
  const results = await Promise.all(
    families.map(async (family, index) => {
      const found = await Promise.all(
        reads.map(async (read) => {
          const changes = read ? familyChanges(family.traits, read.files) : [];
          const head = read && changes.length > 0 ? await headState(family, read) : void 0;
          if (!read || !head) return void 0;
          const backports = await backportHeads(family, read);
          return {
            ...read.pull,
            changes,
            head,
            headSource: read.tree.describe,
            ...backports.length > 0 ? { backports } : {}
          };
        })
      );
      const kept = found.filter((pull) => pull !== void 0);
      const over = Math.max(kept.length - PULL_REQUESTS_PER_FAMILY, 0);
      return {
        pulls: kept.slice(0, PULL_REQUESTS_PER_FAMILY),
        notRead: candidates.byFamily[index].notRead + over,
        incomplete
      };
    })
  );
  for (const [index, result] of results.entries()) log.info(describeFamily(families[index].traits, result));
  return results;
  async function backportHeads(family, read) {
    const heads = await Promise.all(
      read.over.map(async ({ branch, tree }) => {
        const head = await headState(family, { ...read, branch, tree });
        return head && { branch: branch.name, head, headSource: tree.describe };
      })
    );
    return heads.filter((head) => head !== void 0);
  }
  async function headState(family, read) {
    try {
      const state = await family.readPackagedState(read.tree);
      state.commit = read.pull.headCommit;
      if (read.branch.kind !== "unstable" || state.nixosVersion === void 0) return state;
      const { notes, problem } = await readReleaseNotes(read.tree, state.nixosVersion);
      return { ...state, releaseNotes: notes, problems: problem ? [...state.problems, problem] : state.problems };
    } catch (error) {
      log.warning(`${read.tree.describe} could not be read for ${family.traits.name}: ${message2(error)}`);
      return void 0;
    }
  }
}
async function readOne(number, source, reading) {
  const { log } = reading;
  let read;
  try {
    read = await source.read(number);
  } catch (error) {
    log.warning(message2(error));
    return void 0;
  }
  const { files } = read;
  const { changedFiles, state, ...pull } = read.pull;
  if (state === "closed") {
    log.info(`#${number} was closed unmerged since it was found; left out.`);
    return void 0;
  }
  const branch = reading.branches.find((b) => b.name === pull.base);
  if (!branch) {
    log.info(`#${number} merges into a branch this run does not audit; left out.`);
    return void 0;
  }
  if (files.length < changedFiles)
    log.info(`#${number} changes ${changedFiles} files; the first ${files.length} were read.`);
  const head = source.headTree(pull.headCommit);
  const over = (base) => pullRequestTree({
    base: reading.baseTree(base),
    head,
    files,
    headCommit: pull.headCommit,
    describe: `pull request #${number} at ${pull.headCommit.slice(0, 7)} over ${base.name}`
  });
  const releases = state === "merged" && branch.kind === "unstable" ? reading.backportBranches : [];
  return {
    pull: { ...pull, state },
    files,
    branch,
    tree: over(branch),
    over: releases.map((release2) => ({ branch: release2, tree: over(release2) }))
  };
}
function describeFamily(family, result) {
  const pulls = result.pulls.map(
    (p) => `#${p.number} ${p.state === "merged" && p.merged ? `merged ${formatDay(p.merged)}` : p.state} on ${p.base}`
  );
  const more = result.notRead > 0 ? ` ${result.notRead} more were not read (at most ${PULL_REQUESTS_PER_FAMILY}).` : "";
  return `${family.name}: ${pulls.length === 0 ? "no pull request in flight." : `${pulls.length} pull request(s) in flight: ${listText(pulls)}.`}${more}`;
}

// src/gather/upstream/facts.ts
function buildUpstreamFacts(repository2, releases, lifecycle, now) {
  const notes = [...lifecycle.notes];
  const byMinor = /* @__PURE__ */ new Map();
  let future = 0;
  const today = dayOf(now).getTime();
  for (const release2 of releases) {
    if (dayOf(release2.publishedAt).getTime() > today) {
      future += 1;
      continue;
    }
    const minor = minorOf(release2.version);
    const list = byMinor.get(minor) ?? [];
    list.push(release2);
    byMinor.set(minor, list);
  }
  if (future > 0) notes.push(`${future} release(s) of ${repository2} published after ${formatDay(now)} were ignored.`);
  const allMinors = /* @__PURE__ */ new Set([...byMinor.keys(), ...lifecycle.eol.keys(), ...lifecycle.schedule.keys()]);
  const minors = /* @__PURE__ */ new Map();
  for (const minor of [...allMinors].sort(compareMinors)) {
    const minorReleases = (byMinor.get(minor) ?? []).sort(compareReleasesNewestFirst);
    const entry = { minor, releases: minorReleases };
    if (minorReleases.length > 0) {
      const first = Math.min(...minorReleases.map((r) => r.publishedAt.getTime()));
      entry.ga = dayOf(new Date(first));
    }
    const eol2 = endOfLife(minor, entry.ga, lifecycle);
    if (eol2) {
      entry.eol = eol2;
      if (eol2.estimated) {
        notes.push(
          `No Kubernetes end-of-life date for ${minor} in ${lifecycle.sources.eol} or ${lifecycle.sources.schedule}; estimated as GA + ${ESTIMATED_SUPPORT_MONTHS} months: ${formatDay(eol2.date)}.`
        );
      }
    }
    minors.set(minor, entry);
  }
  return { repository: repository2, minors, notes };
}
function endOfLife(minor, ga, lifecycle) {
  const actual = lifecycle.eol.get(minor);
  if (actual) return { date: actual, estimated: false, source: "eol.yaml" };
  const planned2 = lifecycle.schedule.get(minor);
  if (planned2) return { date: planned2, estimated: false, source: "schedule.yaml" };
  if (ga)
    return {
      date: addMonths(ga, ESTIMATED_SUPPORT_MONTHS),
      estimated: true,
      source: `GA + ${ESTIMATED_SUPPORT_MONTHS} months`
    };
  return void 0;
}

// src/pipeline/runAudit.ts
async function runAudit(request2) {
  const { options: options2, log, now } = request2;
  const families = request2.families ?? [
    {
      family: DEFAULT_FAMILY,
      upstreamRepository: DEFAULT_FAMILY.traits.upstreamRepository,
      policy: { ...DEFAULT_POLICY_CHOICES, keep: /* @__PURE__ */ new Map() }
    }
  ];
  const branches = new BranchStates(request2.sources, log);
  const lifecycleRequest = request2.sources.kubernetesLifecycle();
  lifecycleRequest.catch(() => void 0);
  const pullSearch = request2.pullRequestsOf === void 0 ? void 0 : searchPullRequests(
    request2.sources.pullRequests(),
    request2.pullRequestsOf,
    families.map((f) => f.family)
  );
  const checkoutStates = await log.group(
    "Read the nixpkgs checkout",
    () => Promise.all(
      families.map(async ({ family }) => {
        const state = await family.readPackagedState(request2.checkout);
        if (request2.context.sha) state.commit = request2.context.sha;
        log.info(`${request2.checkout.describe}: ${describeState(family, state)}`);
        for (const problem of state.problems)
          log.warning(`${problem.file}${problem.line ? `:${problem.line}` : ""}: ${problem.message}`);
        return state;
      })
    )
  );
  const built = buildReleaseCalendar({
    now,
    words: request2.words,
    overrides: {
      featureFreeze: options2.featureFreezeDate,
      branchOff: options2.branchOffDate,
      releaseDate: options2.releaseDate
    }
  });
  const chosen = branchFromContext({
    input: options2.branch,
    baseRef: request2.context.baseRef,
    ref: request2.context.ref,
    nixosVersion: checkoutStates[0]?.nixosVersion,
    calendar: built,
    now,
    words: request2.words
  });
  log.info(chosen.reason);
  const { release: chosenRelease } = chosen.branch;
  const calendar = chosenRelease === void 0 ? built : withBranchRead(built, chosenRelease, now);
  const gathered = await log.group(
    "Read the other nixpkgs branches",
    () => Promise.all(
      families.map(
        ({ family }, index) => gatherBranches(family, checkoutStates[index], chosen.branch, calendar, branches, request2)
      )
    )
  );
  const pullRequests = pullSearch && await log.group(
    `Read the pull requests of ${listText(families.map(({ family }) => family.traits.name))}`,
    () => readPullRequests(pullSearch, {
      branches: branchesThatMatter(calendar, now),
      backportBranches: auditedReleases(gathered),
      // The checkout is its own branch's tree, as for the branch's audit; the others are the trees already read.
      baseTree: (branch) => sameBranch(branch, chosen.branch) ? request2.checkout : branches.tree(branch.name),
      now,
      log
    })
  );
  const upstreams = await log.group(
    `Fetch upstream ${listText(families.map(({ family }) => family.traits.name))} releases and Kubernetes end-of-life dates`,
    async () => {
      const fetched = await Promise.all(
        families.map((audited, index) => fetchUpstream(audited, gathered[index], lifecycleRequest, request2))
      );
      for (const facts of fetched) for (const note of facts.notes) log.info(note);
      return fetched;
    }
  );
  return log.group(
    "Evaluate the policy",
    async () => families.map(({ family, policy }, index) => {
      const upstream = upstreams[index];
      const inputOf = (target) => ({
        family: family.traits,
        rules: family.rules,
        now,
        branch: target.branch,
        packaged: target.state,
        upstream,
        calendar,
        others: target.others,
        options: policy,
        source: target.source,
        words: request2.words
      });
      const evaluated = gathered[index].audited.map((target) => {
        const input = inputOf(target);
        const audit = evaluate(input);
        const who = families.length > 1 ? ` (${family.traits.name})` : "";
        log.info(`${target.branch.name}${who}: ${audit.findings.length} finding(s).`);
        return { input, audit };
      });
      const audits = withPullRequests(evaluated, pullRequests?.[index]);
      const base = gathered[index].base;
      const report = { family: family.traits, now, upstream, calendar, options: policy, audits };
      return {
        ...report,
        plans: checklistPlans(report),
        ...base ? { base: evaluate(inputOf(base)) } : {},
        pullRequests: pullRequests?.[index],
        runUrl: request2.runUrl,
        repositoryUrl: request2.repositoryUrl
      };
    })
  );
}
async function gatherBranches(family, checkoutState, chosen, calendar, branches, request2) {
  const { log, now } = request2;
  const checkout = { state: checkoutState, source: request2.checkout.describe, tree: request2.checkout };
  branches.seed(family, chosen.name, { ...checkout, source: "the checkout" });
  const others = request2.allBranches ? branchesThatMatter(calendar, now).filter((b) => !sameBranch(b, chosen)) : [];
  const factsOf = new Map(
    [chosen, ...others].map(
      (branch) => [branch, otherBranchFacts(otherBranchRefs(branch, calendar, now), family, branches)]
    )
  );
  const [reads, remoteBase] = await Promise.all([
    Promise.all(others.map(async (branch) => ({ branch, read: await branches.read(family, branch.name) }))),
    request2.withBase ? branches.readRemote(family, request2.context.baseSha ?? chosen.name) : void 0
  ]);
  const list = [{ branch: chosen, read: checkout }];
  for (const { branch, read } of reads) if (read) list.push({ branch, read });
  if (request2.withBase && !remoteBase) {
    const at2 = request2.context.baseSha ? ` at ${request2.context.baseSha}` : "";
    log.warning(
      `The base branch ${chosen.name}${at2} could not be read, so the pull request check blames nothing: any finding may already be on the base.`
    );
  }
  const base = remoteBase && { branch: chosen, read: remoteBase };
  const gathered = await Promise.all(
    [...list, ...base ? [base] : []].map(async (target) => {
      const [facts, state] = await Promise.all([
        factsOf.get(target.branch) ?? otherBranchFacts(otherBranchRefs(target.branch, calendar, now), family, branches),
        withReleaseNotes(target.branch, target.read, log)
      ]);
      return { branch: target.branch, state, source: target.read.source, others: { ...facts } };
    })
  );
  const audited = gathered.slice(0, list.length);
  if (base) audited[0].others.base = branchDefault(chosen.name, base.read);
  return { audited, ...base ? { base: gathered[list.length] } : {} };
}
async function fetchUpstream({ family, upstreamRepository, policy }, gathered, lifecycleRequest, request2) {
  const { sources, log, now } = request2;
  const states = [...gathered.audited, ...gathered.base ? [gathered.base] : []].map((t) => t.state);
  const readsChannel = readsStableChannel(family.traits, policy.defaultTarget);
  const [fetched, lifecycle, stableChannel] = await Promise.all([
    sources.releases({
      repository: upstreamRepository,
      family: family.traits,
      oldestRelevantMinor: oldestMinor(states),
      log: (m) => log.info(m)
    }),
    lifecycleRequest,
    readsChannel ? sources.stableChannel({ repository: upstreamRepository, family: family.traits, now }) : void 0
  ]);
  const upstreamFacts = buildUpstreamFacts(upstreamRepository, fetched.releases, lifecycle, now);
  if (stableChannel) {
    upstreamFacts.stableChannel = stableChannel;
    log.info(
      stableChannel.minor ? `${family.traits.name} stable channel: ${stableChannel.minor}, from ${stableChannel.source}.` : `${family.traits.name} stable channel unknown: ${stableChannel.source}.`
    );
  }
  return upstreamFacts;
}
function oldestMinor(states) {
  return states.flatMap((s) => s.minors.map((m) => m.minor)).sort(compareMinors)[0];
}
function auditedReleases(gathered) {
  const branches = /* @__PURE__ */ new Map();
  for (const { audited } of gathered)
    for (const { branch } of audited) if (branch.kind === "stable") branches.set(branch.name, branch);
  return [...branches.values()];
}

// src/pipeline/run.ts
async function runGuard(request2) {
  const { options: options2, log, context } = request2;
  const now = options2.now ?? /* @__PURE__ */ new Date();
  const prCheck = isPullRequestCheck(options2.mode, context.eventName);
  request2.onStage?.("audit");
  const audited = options2.families.map((chosen) => ({ chosen, family: familyOf(chosen.family) }));
  const reports = await runAudit({
    options: options2,
    families: audited.map(({ chosen, family }) => ({
      family,
      upstreamRepository: chosen.upstreamRepository,
      policy: chosen.policy
    })),
    checkout: request2.checkout,
    sources: request2.sources,
    context: { baseRef: context.baseRef, ref: context.ref, sha: context.sha, baseSha: context.baseSha },
    now,
    log,
    allBranches: !prCheck && !request2.checkoutOnly,
    withBase: prCheck,
    // A pull request check compares its head with its base; the pull requests in flight are for dashboards and reports.
    pullRequestsOf: prCheck ? void 0 : options2.nixpkgsRepository,
    runUrl: context.runUrl,
    words: request2.words,
    repositoryUrl: context.serverUrl ? `${context.serverUrl}/${options2.nixpkgsRepository}` : void 0
  });
  const [first] = reports;
  const work = chooseWork({
    mode: options2.mode,
    prCheck,
    calendar: first.calendar,
    now,
    eventName: context.eventName,
    // Audited, or read as a live release master is compared with (the CLI audits the checkout's branch alone).
    releaseBranchExists: (release2) => reports.some(
      (r) => r.audits.some(
        (a) => a.branch.kind === "stable" && a.branch.release === release2 || (a.others.liveReleases ?? []).some((live) => live.branch === `release-${release2}`)
      )
    )
  });
  for (const reason of work.reasons) log.info(reason);
  const checked = reports.map((report) => checkOf(report, prCheck));
  let published;
  if (!prCheck && request2.publisher) {
    if (!request2.publisher.dryRun) request2.onStage?.("publish");
    published = await publishRun(
      audited.map(({ chosen }, index) => ({
        report: reports[index],
        options: { team: chosen.team, labels: chosen.labels, runUrl: context.runUrl }
      })),
      work,
      request2.publisher,
      log
    );
  }
  const families = checked.map(({ summary: _summary, ...result }) => {
    const dashboardIssue2 = work.dashboards ? dashboardOf(result.report, published) : void 0;
    return dashboardIssue2 === void 0 ? result : { ...result, dashboardIssue: dashboardIssue2 };
  });
  let summary = checked.map((result) => result.summary).join("\n");
  if (published && published.results.length > 0)
    summary += "\n" + issuesSection(published.results, request2.publisher?.dryRun ?? false);
  if (published?.refused) summary += `
## Issues

${published.refused}
`;
  request2.onStage?.("report");
  const blamed = families.flatMap((result) => result.blamed);
  return {
    families,
    work,
    ...published ? { published } : {},
    failing: failingFindings(blamed, options2.failOn),
    summary
  };
}
function checkOf(report, prCheck) {
  const head = report.audits[0];
  if (!prCheck) return { report, blamed: head.findings, summary: renderMarkdown(report) };
  if (!report.base) {
    const unread = renderBaseUnreadSection(head.branch.name, report.family);
    return { report, blamed: [], summary: unread + "\n" + renderMarkdown(report) };
  }
  const unreadable = (head.packaged.unreadable ?? []).map((u) => u.minor);
  const pullRequest2 = compareWithBase(head, report.base, unreadable);
  const backportLabels = backportLabelsNeeded(head, report.base);
  return {
    report,
    blamed: pullRequest2.introduced.findings,
    pullRequest: pullRequest2,
    ...backportLabels.length > 0 ? { backportLabels } : {},
    summary: renderPullRequestSummary(report, pullRequest2, backportLabels)
  };
}
function dashboardOf(report, published) {
  const marker = dashboardMarker(report.audits[0].branch.name, report.family);
  return published?.results.find((r) => r.plan.marker === marker)?.issue?.number;
}
function familyOf(id) {
  const family = familyById(id);
  if (!family) throw new Error(`No package family "${id}" is known.`);
  return family;
}

// src/publish/issues/issueStore.ts
function toIssue(json) {
  return {
    number: json.number,
    title: json.title,
    body: json.body ?? "",
    state: json.state === "closed" ? "closed" : "open",
    stateReason: json.state_reason ?? null,
    labels: json.labels.map((l) => typeof l === "string" ? l : l.name ?? "").filter(Boolean),
    createdAt: json.created_at,
    url: json.html_url,
    author: json.user?.login,
    locked: json.locked === true
  };
}
function status(error) {
  return typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : void 0;
}
var LABEL_COLOR = "ffc61e";
function inRepository(json, repository2) {
  if (!json.repository_url) return true;
  const path2 = new URL(json.repository_url).pathname.toLowerCase();
  return path2.endsWith(`/repos/${repository2.owner}/${repository2.repo}`.toLowerCase());
}
function createIssueStore(client, repository2) {
  const { owner, repo } = repository2;
  return {
    async list(query) {
      const items = await client.paginate(client.rest.issues.listForRepo, {
        owner,
        repo,
        state: "all",
        per_page: 100,
        creator: query.creator
      });
      return items.filter((i) => !i.pull_request).map(toIssue);
    },
    async get(issueNumber) {
      try {
        const { data } = await client.rest.issues.get({ owner, repo, issue_number: issueNumber });
        const json = data;
        if (json.number !== issueNumber || !inRepository(json, repository2)) return { gone: "transferred" };
        return { issue: toIssue(json) };
      } catch (error) {
        if (status(error) === 410) return { gone: "deleted" };
        if (status(error) === 404) return { gone: "not found" };
        throw error;
      }
    },
    async comments(issueNumber) {
      const items = await client.paginate(client.rest.issues.listComments, {
        owner,
        repo,
        issue_number: issueNumber,
        per_page: 100
      });
      return items.map((c) => ({ author: c.user?.login, body: c.body ?? "" }));
    },
    async tokenLogin() {
      try {
        const { data } = await client.rest.users.getAuthenticated();
        return data.login;
      } catch (error) {
        const code = status(error);
        if (code === 401 || code === 403 || code === 404) return void 0;
        throw error;
      }
    },
    async create(issue) {
      const { data } = await client.rest.issues.create({
        owner,
        repo,
        title: issue.title,
        body: issue.body,
        labels: [...issue.labels]
      });
      return toIssue(data);
    },
    async update(issueNumber, patch) {
      const { data } = await client.rest.issues.update({
        owner,
        repo,
        issue_number: issueNumber,
        ...patch.title !== void 0 ? { title: patch.title } : {},
        ...patch.body !== void 0 ? { body: patch.body } : {},
        ...patch.state ? { state: patch.state } : {},
        ...patch.stateReason ? { state_reason: patch.stateReason } : {}
      });
      return toIssue(data);
    },
    async comment(issueNumber, body) {
      const { data } = await client.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
      return { url: data.html_url };
    },
    async labelExists(name) {
      try {
        await client.rest.issues.getLabel({ owner, repo, name });
        return true;
      } catch (error) {
        if (status(error) === 404) return false;
        throw error;
      }
    },
    async createLabel(name) {
      try {
        await client.rest.issues.createLabel({ owner, repo, name, color: LABEL_COLOR });
      } catch (error) {
        if (status(error) !== 422) throw error;
      }
    }
  };
}

// src/report/findingsJson.ts
var KEY_ORDER = [
  "rule",
  "severity",
  "branch",
  "minor",
  "attr",
  "packaged",
  "expected",
  "message",
  "file",
  "line"
];
function toJsonFindings(findings2, family) {
  return findings2.map((finding) => {
    const out = {};
    for (const key2 of KEY_ORDER) {
      const value = finding[key2];
      if (value !== void 0) out[key2] = value;
    }
    if (family !== void 0) out.family = family;
    return out;
  });
}
function reportsToJson(reports) {
  return JSON.stringify(
    reports.flatMap(
      (report) => toJsonFindings(
        report.audits.flatMap((audit) => audit.findings),
        report.family.id
      )
    )
  );
}

// src/publish/issues/syncIssue.ts
var GITHUB_BODY_LIMIT = 65536;
var GITHUB_TITLE_LIMIT = 256;
var UNDONE_SHOWN = 10;
var UNDONE_ITEM_LIMIT = 300;
function byAge(a, b) {
  return a.createdAt.localeCompare(b.createdAt) || a.number - b.number;
}
function teamHandle(team2) {
  return team2.trim().replace(/^@/, "");
}
function mentionComment(mention) {
  const handle = `@${teamHandle(mention.team)}`;
  const text3 = mention.text.includes(handle) ? mention.text.trim() : `${handle} ${mention.text.trim()}`;
  return `${text3}

${mentionMarker(mention.eventKey)}`;
}
function finalBody(desired, mentions, previousBody) {
  const content = normalizeBody(stripMarkerLines(desired.body));
  const body = `${content}

${markerFooter(desired.marker, mentions)}`;
  return previousBody ? applyTicks(body, parseTicks(previousBody)) : body;
}
function finalTitle(title) {
  const oneLine2 = title.replace(/\s+/g, " ").trim();
  return oneLine2.length <= GITHUB_TITLE_LIMIT ? oneLine2 : `${oneLine2.slice(0, GITHUB_TITLE_LIMIT - 1)}\u2026`;
}
function candidatesFor(own, desired) {
  const marked2 = own.filter((i) => hasMarker(i.body, desired.marker));
  if (marked2.length > 0) return marked2.sort(byAge);
  const title = finalTitle(desired.title);
  return own.filter((i) => i.title === title && !hasAnyIssueMarker(i.body)).sort(byAge);
}
function endedComment(reason, body) {
  const undone = openItems(body);
  if (undone.length === 0) return { text: `${reason}; nothing was left undone. Closing.`, undone: 0 };
  const shown = undone.slice(0, UNDONE_SHOWN).map((item) => {
    return `- ${inertProse(lineText(item.replace(/`/g, ""), UNDONE_ITEM_LIMIT))}`;
  });
  if (undone.length > UNDONE_SHOWN) shown.push(`- \u2026 and ${undone.length - UNDONE_SHOWN} more`);
  const count2 = `${undone.length} item${undone.length === 1 ? "" : "s"} left undone`;
  return { text: `${reason}; ${count2}:

${shown.join("\n")}

Closing.`, undone: undone.length };
}
function lockedWarning(issue) {
  return `Issue #${issue.number} ("${lineText(issue.title)}") is locked, so k3s-release-guard leaves it as it is; unlock it to let the action keep it up to date.`;
}
function planIssueSync(own, desired, context = {}) {
  const candidates = candidatesFor(own, desired);
  const [canonical, ...younger] = candidates;
  const warnings = [];
  const openYounger = younger.filter((i) => i.state === "open");
  for (const locked of openYounger.filter((i) => i.locked)) warnings.push(lockedWarning(locked));
  const duplicates = openYounger.filter((i) => !i.locked);
  const recorded = /* @__PURE__ */ new Set([...candidates.flatMap((i) => parseMentions(i.body)), ...parseMentions(desired.body)]);
  const made = /* @__PURE__ */ new Set([...recorded, ...context.mentioned ?? []]);
  const eventKey = desired.mention?.eventKey;
  const mentionWanted = desired.mention !== void 0 && teamHandle(desired.mention.team) !== "" && !desired.clean && !desired.ended && !made.has(desired.mention.eventKey);
  const mention = mentionWanted ? desired.mention : void 0;
  const footer = new Set(recorded);
  if (eventKey !== void 0 && (mention || made.has(eventKey))) footer.add(eventKey);
  const withoutNew = new Set(footer);
  if (mention) withoutNew.delete(mention.eventKey);
  const title = finalTitle(desired.title);
  const body = finalBody(desired, footer, canonical?.body);
  if (body.length > GITHUB_BODY_LIMIT) {
    throw new Error(
      `The body of the issue ${desired.marker} has ${body.length} characters, over GitHub's ${GITHUB_BODY_LIMIT}.`
    );
  }
  const undoBody = mention ? finalBody(desired, withoutNew, canonical?.body) : void 0;
  const steps = [];
  let outcome = "none";
  const mentionStep = (issue) => {
    if (mention) steps.push({ kind: "comment", issue, why: "mention", body: mentionComment(mention), undoBody });
  };
  if (desired.ended) {
    if (canonical?.state === "open") {
      outcome = "close";
      const closing = endedComment(desired.ended.reason, canonical.body);
      steps.push({
        kind: "update",
        issue: canonical.number,
        why: "close",
        state: "closed",
        stateReason: closing.undone > 0 ? "not_planned" : "completed"
      });
      steps.push({ kind: "comment", issue: canonical.number, why: "close-reason", body: closing.text });
    }
  } else if (!canonical) {
    if (!desired.clean) {
      outcome = "create";
      steps.push({ kind: "create", title, body, labels: [...desired.labels] });
      mentionStep("new");
    }
  } else {
    const changes = {
      ...canonical.title !== title ? { title } : {},
      ...comparableBody(canonical.body) !== comparableBody(body) ? { body } : {}
    };
    const changed3 = Object.keys(changes).length > 0;
    if (desired.clean && canonical.state === "open") {
      outcome = "close";
      steps.push({
        kind: "update",
        issue: canonical.number,
        why: "close",
        ...changes,
        state: "closed",
        stateReason: "completed"
      });
      steps.push({ kind: "comment", issue: canonical.number, why: "close-reason", body: desired.closeReason.trim() });
    } else if (!desired.clean && canonical.state === "closed") {
      outcome = "reopen";
      steps.push({
        kind: "update",
        issue: canonical.number,
        why: "reopen",
        ...changes,
        state: "open",
        stateReason: "reopened"
      });
    } else if (changed3) {
      outcome = "edit";
      steps.push({ kind: "update", issue: canonical.number, why: "edit", ...changes });
    }
    mentionStep(canonical.number);
  }
  for (const duplicate of duplicates) {
    steps.push({
      kind: "update",
      issue: duplicate.number,
      why: "close-duplicate",
      state: "closed",
      stateReason: "not_planned"
    });
    steps.push({
      kind: "comment",
      issue: duplicate.number,
      why: "duplicate",
      body: `Duplicate of #${canonical.number}`
    });
  }
  if (steps.some((s) => s.kind === "create") && desired.labels.length)
    steps.unshift({ kind: "ensure-labels", labels: [...desired.labels] });
  if (canonical?.locked && steps.length) {
    return {
      marker: desired.marker,
      outcome: "none",
      canonical,
      duplicates: [],
      steps: [],
      warnings: [lockedWarning(canonical)]
    };
  }
  return {
    marker: desired.marker,
    outcome,
    canonical,
    duplicates,
    ...mention ? { mention: { team: teamHandle(mention.team), eventKey: mention.eventKey } } : {},
    steps,
    warnings,
    ...desired.ended ? { ended: true } : {}
  };
}
function writeTargets(plan) {
  const targets = plan.steps.flatMap(
    (s) => (s.kind === "update" || s.kind === "comment") && typeof s.issue === "number" ? [s.issue] : []
  );
  return [...new Set(targets)];
}
function missingLabelWarning(name) {
  return `The label "${lineText(name, 100)}" does not exist in the repository, so the issues the action opens go without it; create it there, or set create-labels: true to let the action create it.`;
}
function stateOf(step, before) {
  return step.state ?? before;
}
async function applyIssuePlan(store, plan, options2) {
  const dry = options2.dryRun;
  const would = (text3) => dry ? `would ${text3}` : text3;
  const actions = [];
  const urls = new Map(
    [plan.canonical, ...plan.duplicates].filter((i) => i !== void 0).map((i) => [i.number, i.url])
  );
  let issue = plan.canonical ? { number: plan.canonical.number, url: plan.canonical.url, state: plan.canonical.state } : void 0;
  let created;
  const warnings = [...plan.warnings];
  const known = options2.knownLabels ?? /* @__PURE__ */ new Map();
  for (const step of plan.steps) {
    switch (step.kind) {
      case "ensure-labels": {
        for (const name of step.labels) {
          if (known.has(name)) continue;
          let exists = await store.labelExists(name);
          if (!exists && options2.createLabels) {
            if (!dry) await store.createLabel(name);
            actions.push({ what: "create-label", text: would(`create label "${name}"`) });
            exists = true;
          } else if (!exists) warnings.push(missingLabelWarning(name));
          known.set(name, exists);
        }
        break;
      }
      case "create": {
        const labels2 = step.labels.filter((name) => known.get(name) === true);
        if (dry) {
          actions.push({ what: "create", labels: labels2, text: would(`create issue "${step.title}"`) });
          break;
        }
        const made = await store.create({ title: step.title, body: step.body, labels: labels2 });
        created = made.number;
        urls.set(made.number, made.url);
        issue = { number: made.number, url: made.url, state: made.state };
        actions.push({
          what: "create",
          issue: made.number,
          url: made.url,
          labels: labels2,
          text: `created #${made.number} ${made.url}`
        });
        break;
      }
      case "update": {
        const url = urls.get(step.issue);
        if (!dry)
          await store.update(step.issue, {
            title: step.title,
            body: step.body,
            state: step.state,
            stateReason: step.stateReason
          });
        if (issue?.number === step.issue) issue = { ...issue, state: stateOf(step, issue.state) };
        const verb = { edit: "edit", close: "close", reopen: "reopen", "close-duplicate": "close as duplicate" }[step.why];
        actions.push({
          what: step.why,
          issue: step.issue,
          url,
          text: would(`${verb} #${step.issue} ${url ?? ""}`.trim())
        });
        break;
      }
      case "comment": {
        const target = step.issue === "new" ? created : step.issue;
        const what = step.why === "mention" ? "mention" : "comment";
        const label = target !== void 0 ? `#${target}` : "the new issue";
        const text3 = step.why === "mention" && plan.mention ? would(`mention @${plan.mention.team} on ${label} for ${plan.mention.eventKey}`) : would(`comment on ${label}: ${step.body.split("\n")[0]}`);
        if (!dry) {
          if (target === void 0) throw new Error("A comment step targets an issue that was not created.");
          try {
            await store.comment(target, step.body);
          } catch (error) {
            if (step.undoBody !== void 0) await store.update(target, { body: step.undoBody }).catch(() => void 0);
            throw error;
          }
        }
        actions.push({ what, issue: target, url: target !== void 0 ? urls.get(target) : void 0, text: text3 });
        break;
      }
    }
  }
  return {
    dryRun: dry,
    outcome: plan.outcome,
    ...issue ? { issue } : {},
    actions,
    plan,
    warnings
  };
}

// src/publish/issues/publishIssues.ts
async function publishIssues(store, desired, options2) {
  if (desired.length === 0) return [];
  const listed2 = (await store.list({ creator: options2.identity })).filter((i) => sameLogin(i.author, options2.identity));
  const run = {
    store,
    options: options2,
    own: new Map(listed2.map((i) => [i.number, i])),
    // Kept from the listing: an issue that turns out to be gone still recorded its mention.
    mentioned: /* @__PURE__ */ new Set([...listed2.flatMap((i) => parseMentions(i.body)), ...options2.record?.made ?? []]),
    knownLabels: /* @__PURE__ */ new Map()
  };
  const results = [];
  for (const issue of desired) results.push(await syncOwnIssue(run, issue));
  return results;
}
function goneText(number, gone) {
  const why = {
    deleted: "was deleted",
    transferred: "was transferred to another repository",
    "not found": "is gone (deleted, or moved where the token cannot see it)"
  }[gone];
  return `Issue #${number} ${why}; it is no longer the action's to keep.`;
}
async function syncOwnIssue(run, desired) {
  const { store, options: options2 } = run;
  const notes = [];
  const plan = () => planIssueSync([...run.own.values()], desired, { mentioned: run.mentioned });
  const confirmed = /* @__PURE__ */ new Set();
  let current = plan();
  for (; ; ) {
    const unread = writeTargets(current).filter((n) => !confirmed.has(n));
    if (unread.length === 0) break;
    for (const number of unread) {
      confirmed.add(number);
      const lookup = await store.get(number);
      if ("gone" in lookup) {
        run.own.delete(number);
        notes.push(goneText(number, lookup.gone));
      } else if (!sameLogin(lookup.issue.author, options2.identity)) {
        run.own.delete(number);
        notes.push(`Issue #${number} is no longer by ${options2.identity}; it is left alone.`);
      } else {
        run.own.set(number, lookup.issue);
      }
    }
    current = plan();
  }
  if (notes.length && current.outcome === "create")
    notes.push(`A new issue takes its place${desired.mention ? "; the team is not mentioned again" : ""}.`);
  if (current.mention && current.canonical) {
    const comments = await store.comments(current.canonical.number);
    const recorded = comments.filter((c) => sameLogin(c.author, options2.identity)).flatMap((c) => parseMentions(c.body));
    if (recorded.length > 0) {
      for (const key2 of recorded) run.mentioned.add(key2);
      current = plan();
    }
  }
  let result;
  try {
    result = await applyIssuePlan(store, current, {
      dryRun: options2.dryRun,
      createLabels: options2.createLabels === true,
      knownLabels: run.knownLabels
    });
  } catch (error) {
    const refused = refusalText(error, current);
    if (!refused) throw error;
    return { dryRun: options2.dryRun, outcome: "none", actions: [], plan: current, warnings: [...notes, refused] };
  }
  for (const action of result.actions) {
    if (action.what !== "mention" || options2.dryRun || !current.mention || action.issue === void 0) continue;
    run.mentioned.add(current.mention.eventKey);
    options2.record?.add(current.mention.eventKey, action.issue);
  }
  return { ...result, warnings: [...notes, ...result.warnings] };
}
function refusalText(error, plan) {
  const status2 = typeof error === "object" && error !== null && "status" in error ? error.status : void 0;
  const message3 = error instanceof Error ? error.message : "";
  const issue = plan.canonical ? `#${plan.canonical.number}` : plan.marker;
  if (status2 === 403 && /locked/i.test(message3))
    return `GitHub refused a write to issue ${issue} because it is locked; the action leaves it as it is (some of its changes may have gone through). Unlock it to let the action keep it up to date.`;
  if (status2 === 404 || status2 === 410)
    return `Issue ${issue} vanished while the action wrote to it (HTTP ${status2}); the next run takes it up again.`;
  return void 0;
}

// src/publish/publisher.ts
function githubIssuePublisher(client, repository2, options2) {
  return storeIssuePublisher(createIssueStore(client, repository2), options2);
}
function storeIssuePublisher(store, options2) {
  return {
    dryRun: options2.dryRun,
    async publish(desired, log) {
      const counting = countingWrites(store);
      try {
        const identity = await resolveIdentity(counting.store, options2.author, log, {
          askToken: options2.askTokenLogin,
          ...options2.words ? { words: options2.words } : {}
        });
        const results = await publishIssues(counting.store, desired, {
          dryRun: options2.dryRun,
          identity,
          createLabels: options2.createLabels,
          ...options2.record ? { record: options2.record } : {}
        });
        for (const action of results.flatMap((r) => r.actions))
          log.info(action.url ? `${action.text}: ${action.url}` : action.text);
        for (const warning of results.flatMap((r) => r.warnings)) log.warning(warning);
        if (results.every((r) => r.actions.length === 0)) log.info("Every issue is up to date; nothing written.");
        return { results };
      } catch (error) {
        if (!isPermissionDenied(error)) throw error;
        const written = counting.writes();
        const refused = `The issues could not be written: the token lacks \`issues: write\` (GitHub answered 403 "Resource not accessible"). ` + (written === 0 ? "No issue was changed. " : `${written} write(s) went through before; the next run with the permission completes them. `) + "Give the workflow `permissions: issues: write`, or use `mode: pr-check` where the token is read-only.";
        log.warning(refused);
        return { results: [], refused };
      }
    }
  };
}
function isPermissionDenied(error) {
  const status2 = typeof error === "object" && error !== null && "status" in error ? error.status : void 0;
  return status2 === 403 && error instanceof Error && /Resource not accessible by/i.test(error.message);
}
function countingWrites(store) {
  let writes = 0;
  const counted = (write) => async (...args) => {
    const result = await write(...args);
    writes += 1;
    return result;
  };
  return {
    store: {
      ...store,
      create: counted((issue) => store.create(issue)),
      update: counted((issueNumber, patch) => store.update(issueNumber, patch)),
      comment: counted((issueNumber, body) => store.comment(issueNumber, body)),
      createLabel: counted((name) => store.createLabel(name))
    },
    writes: () => writes
  };
}

export {
  localTree,
  channelFileOf,
  LocalFileError,
  githubSources,
  localSources,
  Octokit,
  paginateRest,
  restEndpointMethods,
  restoredFileTooLarge,
  ResponseCache,
  unreachableCause,
  testWriteSpacing,
  createGitHubClient,
  DateInputError,
  isPullRequestCheck,
  listText,
  failureMessage,
  parseBranch,
  branchesThatMatter,
  sameBranch,
  NIXPKGS_PATHS,
  readNixosVersion,
  FAMILIES,
  DEFAULT_FAMILY,
  familyById,
  isMentionKey,
  NAME_LIMIT,
  PROSE_LIMIT,
  lineText,
  findingWhy,
  itemPullRequestLines,
  pullRequestTerminalLines,
  minorRows,
  summarizeFindings,
  countsText,
  PHASE_TEXT,
  OptionError,
  repository,
  booleanOption,
  familyOption,
  familyOptionNames,
  readRunOptions,
  runGuard,
  createIssueStore,
  githubIssuePublisher,
  storeIssuePublisher,
  reportsToJson
};
//# sourceMappingURL=chunk-VAESIBX4.js.map
