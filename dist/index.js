#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  InputError,
  Octokit,
  ResponseCache,
  SEVERITY_ORDER,
  backportMissing,
  buildRuleContext,
  codeSpan,
  compareReleaseNames,
  countsText,
  createGitHubClient,
  currentStable,
  describeDate,
  failingFindings,
  failureMessage,
  findingsToJson,
  localTree,
  paginateRest,
  plainText,
  readInputs,
  renderBranchOverview,
  renderMarkdown,
  restEndpointMethods,
  runAudit,
  summarizeFindings,
  upcomingRelease
} from "./chunks/chunk-72BGZSPL.js";
import {
  error,
  getInput,
  group,
  info,
  notice,
  require_tunnel,
  require_undici,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunks/chunk-YDU2WFWY.js";
import "./chunks/chunk-T22FKFR4.js";
import {
  attrOfMinor,
  compareMinors,
  dayOf,
  daysBetween,
  formatDay,
  normalizeMinor
} from "./chunks/chunk-D5COEJ4U.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunks/chunk-LUOQS4NQ.js";

// node_modules/@actions/github/node_modules/@actions/http-client/lib/proxy.js
var require_proxy = __commonJS({
  "node_modules/@actions/github/node_modules/@actions/http-client/lib/proxy.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getProxyUrl = getProxyUrl;
    exports.checkBypass = checkBypass;
    function getProxyUrl(reqUrl) {
      const usingSsl = reqUrl.protocol === "https:";
      if (checkBypass(reqUrl)) {
        return void 0;
      }
      const proxyVar = (() => {
        if (usingSsl) {
          return process.env["https_proxy"] || process.env["HTTPS_PROXY"];
        } else {
          return process.env["http_proxy"] || process.env["HTTP_PROXY"];
        }
      })();
      if (proxyVar) {
        try {
          return new DecodedURL(proxyVar);
        } catch (_a) {
          if (!proxyVar.startsWith("http://") && !proxyVar.startsWith("https://"))
            return new DecodedURL(`http://${proxyVar}`);
        }
      } else {
        return void 0;
      }
    }
    function checkBypass(reqUrl) {
      if (!reqUrl.hostname) {
        return false;
      }
      const reqHost = reqUrl.hostname;
      if (isLoopbackAddress(reqHost)) {
        return true;
      }
      const noProxy = process.env["no_proxy"] || process.env["NO_PROXY"] || "";
      if (!noProxy) {
        return false;
      }
      let reqPort;
      if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
      } else if (reqUrl.protocol === "http:") {
        reqPort = 80;
      } else if (reqUrl.protocol === "https:") {
        reqPort = 443;
      }
      const upperReqHosts = [reqUrl.hostname.toUpperCase()];
      if (typeof reqPort === "number") {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
      }
      for (const upperNoProxyItem of noProxy.split(",").map((x) => x.trim().toUpperCase()).filter((x) => x)) {
        if (upperNoProxyItem === "*" || upperReqHosts.some((x) => x === upperNoProxyItem || x.endsWith(`.${upperNoProxyItem}`) || upperNoProxyItem.startsWith(".") && x.endsWith(`${upperNoProxyItem}`))) {
          return true;
        }
      }
      return false;
    }
    function isLoopbackAddress(host) {
      const hostLower = host.toLowerCase();
      return hostLower === "localhost" || hostLower.startsWith("127.") || hostLower.startsWith("[::1]") || hostLower.startsWith("[0:0:0:0:0:0:0:1]");
    }
    var DecodedURL = class extends URL {
      constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
      }
      get username() {
        return this._decodedUsername;
      }
      get password() {
        return this._decodedPassword;
      }
    };
  }
});

// node_modules/@actions/github/node_modules/@actions/http-client/lib/index.js
var require_lib = __commonJS({
  "node_modules/@actions/github/node_modules/@actions/http-client/lib/index.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    var __awaiter2 = exports && exports.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
        function fulfilled(value) {
          try {
            step(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        function rejected(value) {
          try {
            step(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        function step(result) {
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.HttpClient = exports.HttpClientResponse = exports.HttpClientError = exports.MediaTypes = exports.Headers = exports.HttpCodes = void 0;
    exports.getProxyUrl = getProxyUrl;
    exports.isHttps = isHttps;
    var http = __importStar(__require("http"));
    var https = __importStar(__require("https"));
    var pm = __importStar(require_proxy());
    var tunnel = __importStar(require_tunnel());
    var undici_1 = require_undici();
    var HttpCodes;
    (function(HttpCodes2) {
      HttpCodes2[HttpCodes2["OK"] = 200] = "OK";
      HttpCodes2[HttpCodes2["MultipleChoices"] = 300] = "MultipleChoices";
      HttpCodes2[HttpCodes2["MovedPermanently"] = 301] = "MovedPermanently";
      HttpCodes2[HttpCodes2["ResourceMoved"] = 302] = "ResourceMoved";
      HttpCodes2[HttpCodes2["SeeOther"] = 303] = "SeeOther";
      HttpCodes2[HttpCodes2["NotModified"] = 304] = "NotModified";
      HttpCodes2[HttpCodes2["UseProxy"] = 305] = "UseProxy";
      HttpCodes2[HttpCodes2["SwitchProxy"] = 306] = "SwitchProxy";
      HttpCodes2[HttpCodes2["TemporaryRedirect"] = 307] = "TemporaryRedirect";
      HttpCodes2[HttpCodes2["PermanentRedirect"] = 308] = "PermanentRedirect";
      HttpCodes2[HttpCodes2["BadRequest"] = 400] = "BadRequest";
      HttpCodes2[HttpCodes2["Unauthorized"] = 401] = "Unauthorized";
      HttpCodes2[HttpCodes2["PaymentRequired"] = 402] = "PaymentRequired";
      HttpCodes2[HttpCodes2["Forbidden"] = 403] = "Forbidden";
      HttpCodes2[HttpCodes2["NotFound"] = 404] = "NotFound";
      HttpCodes2[HttpCodes2["MethodNotAllowed"] = 405] = "MethodNotAllowed";
      HttpCodes2[HttpCodes2["NotAcceptable"] = 406] = "NotAcceptable";
      HttpCodes2[HttpCodes2["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
      HttpCodes2[HttpCodes2["RequestTimeout"] = 408] = "RequestTimeout";
      HttpCodes2[HttpCodes2["Conflict"] = 409] = "Conflict";
      HttpCodes2[HttpCodes2["Gone"] = 410] = "Gone";
      HttpCodes2[HttpCodes2["TooManyRequests"] = 429] = "TooManyRequests";
      HttpCodes2[HttpCodes2["InternalServerError"] = 500] = "InternalServerError";
      HttpCodes2[HttpCodes2["NotImplemented"] = 501] = "NotImplemented";
      HttpCodes2[HttpCodes2["BadGateway"] = 502] = "BadGateway";
      HttpCodes2[HttpCodes2["ServiceUnavailable"] = 503] = "ServiceUnavailable";
      HttpCodes2[HttpCodes2["GatewayTimeout"] = 504] = "GatewayTimeout";
    })(HttpCodes || (exports.HttpCodes = HttpCodes = {}));
    var Headers;
    (function(Headers2) {
      Headers2["Accept"] = "accept";
      Headers2["ContentType"] = "content-type";
    })(Headers || (exports.Headers = Headers = {}));
    var MediaTypes;
    (function(MediaTypes2) {
      MediaTypes2["ApplicationJson"] = "application/json";
    })(MediaTypes || (exports.MediaTypes = MediaTypes = {}));
    function getProxyUrl(serverUrl) {
      const proxyUrl = pm.getProxyUrl(new URL(serverUrl));
      return proxyUrl ? proxyUrl.href : "";
    }
    var HttpRedirectCodes = [
      HttpCodes.MovedPermanently,
      HttpCodes.ResourceMoved,
      HttpCodes.SeeOther,
      HttpCodes.TemporaryRedirect,
      HttpCodes.PermanentRedirect
    ];
    var HttpResponseRetryCodes = [
      HttpCodes.BadGateway,
      HttpCodes.ServiceUnavailable,
      HttpCodes.GatewayTimeout
    ];
    var RetryableHttpVerbs = ["OPTIONS", "GET", "DELETE", "HEAD"];
    var ExponentialBackoffCeiling = 10;
    var ExponentialBackoffTimeSlice = 5;
    var HttpClientError = class _HttpClientError extends Error {
      constructor(message, statusCode) {
        super(message);
        this.name = "HttpClientError";
        this.statusCode = statusCode;
        Object.setPrototypeOf(this, _HttpClientError.prototype);
      }
    };
    exports.HttpClientError = HttpClientError;
    var HttpClientResponse = class {
      constructor(message) {
        this.message = message;
      }
      readBody() {
        return __awaiter2(this, void 0, void 0, function* () {
          return new Promise((resolve) => __awaiter2(this, void 0, void 0, function* () {
            let output = Buffer.alloc(0);
            this.message.on("data", (chunk) => {
              output = Buffer.concat([output, chunk]);
            });
            this.message.on("end", () => {
              resolve(output.toString());
            });
          }));
        });
      }
      readBodyBuffer() {
        return __awaiter2(this, void 0, void 0, function* () {
          return new Promise((resolve) => __awaiter2(this, void 0, void 0, function* () {
            const chunks = [];
            this.message.on("data", (chunk) => {
              chunks.push(chunk);
            });
            this.message.on("end", () => {
              resolve(Buffer.concat(chunks));
            });
          }));
        });
      }
    };
    exports.HttpClientResponse = HttpClientResponse;
    function isHttps(requestUrl) {
      const parsedUrl = new URL(requestUrl);
      return parsedUrl.protocol === "https:";
    }
    var HttpClient2 = class {
      constructor(userAgent, handlers, requestOptions) {
        this._ignoreSslError = false;
        this._allowRedirects = true;
        this._allowRedirectDowngrade = false;
        this._maxRedirects = 50;
        this._allowRetries = false;
        this._maxRetries = 1;
        this._keepAlive = false;
        this._disposed = false;
        this.userAgent = this._getUserAgentWithOrchestrationId(userAgent);
        this.handlers = handlers || [];
        this.requestOptions = requestOptions;
        if (requestOptions) {
          if (requestOptions.ignoreSslError != null) {
            this._ignoreSslError = requestOptions.ignoreSslError;
          }
          this._socketTimeout = requestOptions.socketTimeout;
          if (requestOptions.allowRedirects != null) {
            this._allowRedirects = requestOptions.allowRedirects;
          }
          if (requestOptions.allowRedirectDowngrade != null) {
            this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
          }
          if (requestOptions.maxRedirects != null) {
            this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
          }
          if (requestOptions.keepAlive != null) {
            this._keepAlive = requestOptions.keepAlive;
          }
          if (requestOptions.allowRetries != null) {
            this._allowRetries = requestOptions.allowRetries;
          }
          if (requestOptions.maxRetries != null) {
            this._maxRetries = requestOptions.maxRetries;
          }
        }
      }
      options(requestUrl, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("OPTIONS", requestUrl, null, additionalHeaders || {});
        });
      }
      get(requestUrl, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("GET", requestUrl, null, additionalHeaders || {});
        });
      }
      del(requestUrl, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("DELETE", requestUrl, null, additionalHeaders || {});
        });
      }
      post(requestUrl, data, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("POST", requestUrl, data, additionalHeaders || {});
        });
      }
      patch(requestUrl, data, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("PATCH", requestUrl, data, additionalHeaders || {});
        });
      }
      put(requestUrl, data, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("PUT", requestUrl, data, additionalHeaders || {});
        });
      }
      head(requestUrl, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("HEAD", requestUrl, null, additionalHeaders || {});
        });
      }
      sendStream(verb, requestUrl, stream, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request(verb, requestUrl, stream, additionalHeaders);
        });
      }
      /**
       * Gets a typed object from an endpoint
       * Be aware that not found returns a null.  Other errors (4xx, 5xx) reject the promise
       */
      getJson(requestUrl_1) {
        return __awaiter2(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
          additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
          const res = yield this.get(requestUrl, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      postJson(requestUrl_1, obj_1) {
        return __awaiter2(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
          const data = JSON.stringify(obj, null, 2);
          additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
          additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
          const res = yield this.post(requestUrl, data, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      putJson(requestUrl_1, obj_1) {
        return __awaiter2(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
          const data = JSON.stringify(obj, null, 2);
          additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
          additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
          const res = yield this.put(requestUrl, data, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      patchJson(requestUrl_1, obj_1) {
        return __awaiter2(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
          const data = JSON.stringify(obj, null, 2);
          additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
          additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
          const res = yield this.patch(requestUrl, data, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      /**
       * Makes a raw http request.
       * All other methods such as get, post, patch, and request ultimately call this.
       * Prefer get, del, post and patch
       */
      request(verb, requestUrl, data, headers) {
        return __awaiter2(this, void 0, void 0, function* () {
          if (this._disposed) {
            throw new Error("Client has already been disposed.");
          }
          const parsedUrl = new URL(requestUrl);
          let info2 = this._prepareRequest(verb, parsedUrl, headers);
          const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb) ? this._maxRetries + 1 : 1;
          let numTries = 0;
          let response;
          do {
            response = yield this.requestRaw(info2, data);
            if (response && response.message && response.message.statusCode === HttpCodes.Unauthorized) {
              let authenticationHandler;
              for (const handler of this.handlers) {
                if (handler.canHandleAuthentication(response)) {
                  authenticationHandler = handler;
                  break;
                }
              }
              if (authenticationHandler) {
                return authenticationHandler.handleAuthentication(this, info2, data);
              } else {
                return response;
              }
            }
            let redirectsRemaining = this._maxRedirects;
            while (response.message.statusCode && HttpRedirectCodes.includes(response.message.statusCode) && this._allowRedirects && redirectsRemaining > 0) {
              const redirectUrl = response.message.headers["location"];
              if (!redirectUrl) {
                break;
              }
              const parsedRedirectUrl = new URL(redirectUrl);
              if (parsedUrl.protocol === "https:" && parsedUrl.protocol !== parsedRedirectUrl.protocol && !this._allowRedirectDowngrade) {
                throw new Error("Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.");
              }
              yield response.readBody();
              if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                for (const header in headers) {
                  if (header.toLowerCase() === "authorization") {
                    delete headers[header];
                  }
                }
              }
              info2 = this._prepareRequest(verb, parsedRedirectUrl, headers);
              response = yield this.requestRaw(info2, data);
              redirectsRemaining--;
            }
            if (!response.message.statusCode || !HttpResponseRetryCodes.includes(response.message.statusCode)) {
              return response;
            }
            numTries += 1;
            if (numTries < maxTries) {
              yield response.readBody();
              yield this._performExponentialBackoff(numTries);
            }
          } while (numTries < maxTries);
          return response;
        });
      }
      /**
       * Needs to be called if keepAlive is set to true in request options.
       */
      dispose() {
        if (this._agent) {
          this._agent.destroy();
        }
        this._disposed = true;
      }
      /**
       * Raw request.
       * @param info
       * @param data
       */
      requestRaw(info2, data) {
        return __awaiter2(this, void 0, void 0, function* () {
          return new Promise((resolve, reject) => {
            function callbackForResult(err, res) {
              if (err) {
                reject(err);
              } else if (!res) {
                reject(new Error("Unknown error"));
              } else {
                resolve(res);
              }
            }
            this.requestRawWithCallback(info2, data, callbackForResult);
          });
        });
      }
      /**
       * Raw request with callback.
       * @param info
       * @param data
       * @param onResult
       */
      requestRawWithCallback(info2, data, onResult) {
        if (typeof data === "string") {
          if (!info2.options.headers) {
            info2.options.headers = {};
          }
          info2.options.headers["Content-Length"] = Buffer.byteLength(data, "utf8");
        }
        let callbackCalled = false;
        function handleResult(err, res) {
          if (!callbackCalled) {
            callbackCalled = true;
            onResult(err, res);
          }
        }
        const req = info2.httpModule.request(info2.options, (msg) => {
          const res = new HttpClientResponse(msg);
          handleResult(void 0, res);
        });
        let socket;
        req.on("socket", (sock) => {
          socket = sock;
        });
        req.setTimeout(this._socketTimeout || 3 * 6e4, () => {
          if (socket) {
            socket.end();
          }
          handleResult(new Error(`Request timeout: ${info2.options.path}`));
        });
        req.on("error", function(err) {
          handleResult(err);
        });
        if (data && typeof data === "string") {
          req.write(data, "utf8");
        }
        if (data && typeof data !== "string") {
          data.on("close", function() {
            req.end();
          });
          data.pipe(req);
        } else {
          req.end();
        }
      }
      /**
       * Gets an http agent. This function is useful when you need an http agent that handles
       * routing through a proxy server - depending upon the url and proxy environment variables.
       * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
       */
      getAgent(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        return this._getAgent(parsedUrl);
      }
      getAgentDispatcher(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        const proxyUrl = pm.getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (!useProxy) {
          return;
        }
        return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
      }
      _prepareRequest(method, requestUrl, headers) {
        const info2 = {};
        info2.parsedUrl = requestUrl;
        const usingSsl = info2.parsedUrl.protocol === "https:";
        info2.httpModule = usingSsl ? https : http;
        const defaultPort = usingSsl ? 443 : 80;
        info2.options = {};
        info2.options.host = info2.parsedUrl.hostname;
        info2.options.port = info2.parsedUrl.port ? parseInt(info2.parsedUrl.port) : defaultPort;
        info2.options.path = (info2.parsedUrl.pathname || "") + (info2.parsedUrl.search || "");
        info2.options.method = method;
        info2.options.headers = this._mergeHeaders(headers);
        if (this.userAgent != null) {
          info2.options.headers["user-agent"] = this.userAgent;
        }
        info2.options.agent = this._getAgent(info2.parsedUrl);
        if (this.handlers) {
          for (const handler of this.handlers) {
            handler.prepareRequest(info2.options);
          }
        }
        return info2;
      }
      _mergeHeaders(headers) {
        if (this.requestOptions && this.requestOptions.headers) {
          return Object.assign({}, lowercaseKeys(this.requestOptions.headers), lowercaseKeys(headers || {}));
        }
        return lowercaseKeys(headers || {});
      }
      /**
       * Gets an existing header value or returns a default.
       * Handles converting number header values to strings since HTTP headers must be strings.
       * Note: This returns string | string[] since some headers can have multiple values.
       * For headers that must always be a single string (like Content-Type), use the
       * specialized _getExistingOrDefaultContentTypeHeader method instead.
       */
      _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
          const headerValue = lowercaseKeys(this.requestOptions.headers)[header];
          if (headerValue) {
            clientHeader = typeof headerValue === "number" ? headerValue.toString() : headerValue;
          }
        }
        const additionalValue = additionalHeaders[header];
        if (additionalValue !== void 0) {
          return typeof additionalValue === "number" ? additionalValue.toString() : additionalValue;
        }
        if (clientHeader !== void 0) {
          return clientHeader;
        }
        return _default;
      }
      /**
       * Specialized version of _getExistingOrDefaultHeader for Content-Type header.
       * Always returns a single string (not an array) since Content-Type should be a single value.
       * Converts arrays to comma-separated strings and numbers to strings to ensure type safety.
       * This was split from _getExistingOrDefaultHeader to provide stricter typing for callers
       * that assign the result to places expecting a string (e.g., additionalHeaders[Headers.ContentType]).
       */
      _getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
          const headerValue = lowercaseKeys(this.requestOptions.headers)[Headers.ContentType];
          if (headerValue) {
            if (typeof headerValue === "number") {
              clientHeader = String(headerValue);
            } else if (Array.isArray(headerValue)) {
              clientHeader = headerValue.join(", ");
            } else {
              clientHeader = headerValue;
            }
          }
        }
        const additionalValue = additionalHeaders[Headers.ContentType];
        if (additionalValue !== void 0) {
          if (typeof additionalValue === "number") {
            return String(additionalValue);
          } else if (Array.isArray(additionalValue)) {
            return additionalValue.join(", ");
          } else {
            return additionalValue;
          }
        }
        if (clientHeader !== void 0) {
          return clientHeader;
        }
        return _default;
      }
      _getAgent(parsedUrl) {
        let agent;
        const proxyUrl = pm.getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (this._keepAlive && useProxy) {
          agent = this._proxyAgent;
        }
        if (!useProxy) {
          agent = this._agent;
        }
        if (agent) {
          return agent;
        }
        const usingSsl = parsedUrl.protocol === "https:";
        let maxSockets = 100;
        if (this.requestOptions) {
          maxSockets = this.requestOptions.maxSockets || http.globalAgent.maxSockets;
        }
        if (proxyUrl && proxyUrl.hostname) {
          const agentOptions = {
            maxSockets,
            keepAlive: this._keepAlive,
            proxy: Object.assign(Object.assign({}, (proxyUrl.username || proxyUrl.password) && {
              proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
            }), { host: proxyUrl.hostname, port: proxyUrl.port })
          };
          let tunnelAgent;
          const overHttps = proxyUrl.protocol === "https:";
          if (usingSsl) {
            tunnelAgent = overHttps ? tunnel.httpsOverHttps : tunnel.httpsOverHttp;
          } else {
            tunnelAgent = overHttps ? tunnel.httpOverHttps : tunnel.httpOverHttp;
          }
          agent = tunnelAgent(agentOptions);
          this._proxyAgent = agent;
        }
        if (!agent) {
          const options = { keepAlive: this._keepAlive, maxSockets };
          agent = usingSsl ? new https.Agent(options) : new http.Agent(options);
          this._agent = agent;
        }
        if (usingSsl && this._ignoreSslError) {
          agent.options = Object.assign(agent.options || {}, {
            rejectUnauthorized: false
          });
        }
        return agent;
      }
      _getProxyAgentDispatcher(parsedUrl, proxyUrl) {
        let proxyAgent;
        if (this._keepAlive) {
          proxyAgent = this._proxyAgentDispatcher;
        }
        if (proxyAgent) {
          return proxyAgent;
        }
        const usingSsl = parsedUrl.protocol === "https:";
        proxyAgent = new undici_1.ProxyAgent(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, (proxyUrl.username || proxyUrl.password) && {
          token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString("base64")}`
        }));
        this._proxyAgentDispatcher = proxyAgent;
        if (usingSsl && this._ignoreSslError) {
          proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
            rejectUnauthorized: false
          });
        }
        return proxyAgent;
      }
      _getUserAgentWithOrchestrationId(userAgent) {
        const baseUserAgent = userAgent || "actions/http-client";
        const orchId = process.env["ACTIONS_ORCHESTRATION_ID"];
        if (orchId) {
          const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, "_");
          return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
        }
        return baseUserAgent;
      }
      _performExponentialBackoff(retryNumber) {
        return __awaiter2(this, void 0, void 0, function* () {
          retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
          const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
          return new Promise((resolve) => setTimeout(() => resolve(), ms));
        });
      }
      _processResponse(res, options) {
        return __awaiter2(this, void 0, void 0, function* () {
          return new Promise((resolve, reject) => __awaiter2(this, void 0, void 0, function* () {
            const statusCode = res.message.statusCode || 0;
            const response = {
              statusCode,
              result: null,
              headers: {}
            };
            if (statusCode === HttpCodes.NotFound) {
              resolve(response);
            }
            function dateTimeDeserializer(key, value) {
              if (typeof value === "string") {
                const a = new Date(value);
                if (!isNaN(a.valueOf())) {
                  return a;
                }
              }
              return value;
            }
            let obj;
            let contents;
            try {
              contents = yield res.readBody();
              if (contents && contents.length > 0) {
                if (options && options.deserializeDates) {
                  obj = JSON.parse(contents, dateTimeDeserializer);
                } else {
                  obj = JSON.parse(contents);
                }
                response.result = obj;
              }
              response.headers = res.message.headers;
            } catch (err) {
            }
            if (statusCode > 299) {
              let msg;
              if (obj && obj.message) {
                msg = obj.message;
              } else if (contents && contents.length > 0) {
                msg = contents;
              } else {
                msg = `Failed request: (${statusCode})`;
              }
              const err = new HttpClientError(msg, statusCode);
              err.result = response.result;
              reject(err);
            } else {
              resolve(response);
            }
          }));
        });
      }
    };
    exports.HttpClient = HttpClient2;
    var lowercaseKeys = (obj) => Object.keys(obj).reduce((c, k) => (c[k.toLowerCase()] = obj[k], c), {});
  }
});

// src/action/main.ts
import { statSync } from "node:fs";
import path2 from "node:path";

// src/action/cacheStore.ts
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
var KEY_PREFIX = "k3s-release-guard-http-v1-";
function summary2(cache) {
  const { revalidated, fetched } = cache.stats;
  return `${revalidated} of ${revalidated + fetched} GET request(s) answered 304 from the cache`;
}
function fileCacheStore(file) {
  return {
    async load() {
      return ResponseCache.parse(await readFile(file, "utf8").catch(() => void 0));
    },
    async save(cache) {
      if (!cache.dirty) return `${summary2(cache)}; nothing new to keep.`;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, cache.serialize());
      return `${summary2(cache)}; kept in ${file}.`;
    }
  };
}
function actionsCacheStore(file, runKey, warn) {
  const local = fileCacheStore(file);
  const service = async () => {
    if (!process.env.ACTIONS_RUNTIME_TOKEN) return void 0;
    const cache = await import("./chunks/cache-BTYXEZK5.js");
    return cache.isFeatureAvailable() ? cache : void 0;
  };
  return {
    async load() {
      try {
        const cache = await service();
        await cache?.restoreCache([file], `${KEY_PREFIX}${runKey}`, [KEY_PREFIX]);
      } catch (error2) {
        warn(`The request cache could not be restored (${error2 instanceof Error ? error2.message : String(error2)}); this run makes full requests.`);
      }
      return local.load();
    },
    async save(cache) {
      const line = await local.save(cache);
      if (!cache.dirty) return line;
      try {
        await (await service())?.saveCache([file], `${KEY_PREFIX}${runKey}`);
      } catch (error2) {
        warn(`The request cache could not be saved (${error2 instanceof Error ? error2.message : String(error2)}); the next run makes full requests.`);
      }
      return line;
    }
  };
}

// src/action/log.ts
var actionsLog = {
  group: (title, work) => group(title, work),
  info: (message) => info(message),
  warning: (message) => warning(message)
};

// src/pipeline/chooseWork.ts
var FEATURE_FREEZE_LEAD_DAYS = 14;
var MS_PER_DAY = 864e5;
function chooseWork(context3) {
  const { mode, calendar, now } = context3;
  const upcoming = upcomingRelease(calendar, now);
  const work = { prCheck: false, dashboards: false, reasons: [] };
  if (mode === "pr-check" || mode === "auto" && context3.eventName?.startsWith("pull_request")) {
    work.prCheck = true;
    work.reasons.push(mode === "auto" ? `Event ${context3.eventName}: checking the pull request.` : "Mode pr-check.");
    return work;
  }
  if (mode === "audit") {
    work.dashboards = true;
    work.reasons.push("Mode audit: one dashboard issue per branch.");
    return work;
  }
  if (!upcoming) {
    work.dashboards = mode === "auto";
    work.reasons.push("The calendar knows no upcoming NixOS release.");
    return work;
  }
  if (mode === "feature-freeze") {
    work.featureFreeze = upcoming;
    work.reasons.push(`Mode feature-freeze: checklist for NixOS ${upcoming.name} (feature freeze ${formatDay(upcoming.featureFreeze.date)}).`);
    return work;
  }
  if (mode === "branch-off") {
    work.branchOff = upcoming;
    work.reasons.push(`Mode branch-off: checklist for NixOS ${upcoming.name} (branch-off ${formatDay(upcoming.branchOff.date)}).`);
    return work;
  }
  work.dashboards = true;
  work.reasons.push("Mode auto: one dashboard issue per branch.");
  const daysToFreeze = Math.floor((upcoming.featureFreeze.date.getTime() - now.getTime()) / MS_PER_DAY);
  if (daysToFreeze >= 0 && daysToFreeze < FEATURE_FREEZE_LEAD_DAYS) {
    work.featureFreeze = upcoming;
    work.reasons.push(
      `Feature freeze of NixOS ${upcoming.name} is on ${formatDay(upcoming.featureFreeze.date)}, within ${FEATURE_FREEZE_LEAD_DAYS} days: feature-freeze checklist too.`
    );
  }
  if (context3.releaseBranchExists(upcoming.name)) {
    work.branchOff = upcoming;
    work.reasons.push(`release-${upcoming.name} exists and NixOS ${upcoming.name} is not released yet: branch-off checklist too.`);
  }
  return work;
}

// src/domain/findingKey.ts
function findingKey(finding) {
  const subject = finding.minor ?? finding.attr ?? finding.file ?? "";
  return subject ? `${finding.rule}:${subject}` : finding.rule;
}

// src/evaluate/prComparison.ts
function splitByBase(head, base) {
  const baseKeys = new Set(base.map(findingKey));
  const headKeys = new Set(head.map(findingKey));
  return {
    introduced: head.filter((f) => !baseKeys.has(findingKey(f))),
    preExisting: head.filter((f) => baseKeys.has(findingKey(f))),
    fixed: base.filter((f) => !headKeys.has(findingKey(f)))
  };
}

// src/report/pullRequestSummary.ts
function items(findings) {
  return findings.map((f) => `- **${f.severity}** ${f.rule}${f.attr ? ` \`${f.attr}\`` : ""}: ${plainText(f.message)}${f.file ? ` \xB7 \`${f.file}${f.line ? `:${f.line}` : ""}\`` : ""}`).join("\n");
}
function renderPullRequestSection(split, baseBranch) {
  const blocks = [`## Pull request check against \`${baseBranch}\``];
  blocks.push(
    split.introduced.length > 0 ? `### Introduced by this pull request (${split.introduced.length})

${items(split.introduced)}` : "### Introduced by this pull request\n\nNothing: this pull request adds no k3s finding."
  );
  if (split.fixed.length > 0) blocks.push(`### Fixed by this pull request (${split.fixed.length})

${items(split.fixed)}`);
  if (split.preExisting.length > 0) {
    blocks.push(`### Already on \`${baseBranch}\` (not blamed on this pull request) (${split.preExisting.length})

${items(split.preExisting)}`);
  }
  return blocks.join("\n\n") + "\n";
}

// src/publish/issues/markers.ts
var PREFIX = "k3s-release-guard";
function markerText(text) {
  return text.replace(/[^A-Za-z0-9._:/+~-]/g, "_").replace(/-{2,}/g, "-");
}
function issueMarker(kind, key) {
  return `<!-- ${PREFIX}:${markerText(kind)}:${markerText(key)} -->`;
}
function dashboardMarker(branch) {
  return issueMarker("dashboard", branch);
}
function hasMarker(body, marker) {
  return body.includes(marker);
}
function mentionMarker(eventKey) {
  return `<!-- ${PREFIX}:mentioned:${markerText(eventKey)} -->`;
}
var MENTION = new RegExp(`<!-- ${PREFIX}:mentioned:(\\S+) -->`, "g");
function parseMentions(body) {
  return [...body.matchAll(MENTION)].map((m) => m[1]);
}
function keyComment(key) {
  return `<!-- key:${markerText(key)} -->`;
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
function applyTicks(body, ticked) {
  if (ticked.size === 0) return body;
  return body.split("\n").map((line) => {
    const m = CHECKBOX.exec(line);
    return m && ticked.has(m[4]) ? `${m[1]}x${m[3]}` : line;
  }).join("\n");
}
var MARKER_LINE = new RegExp(`^<!-- ${PREFIX}:[^\\s]+ -->$`);
function markerFooter(marker, mentions) {
  const events = [...new Set(mentions)].sort();
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
  return normalizeBody(body).split("\n").map((line) => line.includes(RUN_LINK_TAG) ? line.replace(/https?:\/\/[^\s<>)]+/g, "<run>") : line).map((line) => line.replace(CHECKBOX, (_all, open, tick, rest) => `${open}${tick.toLowerCase()}${rest}`)).join("\n");
}

// src/publish/issues/dashboardBody.ts
var BODY_BUDGET = 6e4;
var SUMMARY_BUDGET = 15e3;
var LINE_BUDGET = 1500;
var HEADINGS = { error: "Errors", warning: "Warnings", notice: "Notices" };
function uniqueKeys(findings) {
  const seen = /* @__PURE__ */ new Map();
  return findings.map((f) => {
    const key = findingKey(f);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? key : `${key}~${n}`;
  });
}
function inertMessage(message) {
  return message.replace(/[\r\n\u2028\u2029]+/g, " ").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").replace(/@/g, "@\u200D").replace(/<(?=[A-Za-z!/?])/g, "&lt;").trim();
}
function clip(text, max) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}
function checkboxLine(finding, key) {
  const parts = [codeSpan(finding.rule)];
  if (finding.attr) parts.push(codeSpan(finding.attr));
  let text = `${parts.join(" ")}: ${inertMessage(finding.message)}`;
  if (finding.file) text += ` (${codeSpan(finding.line ? `${finding.file}:${finding.line}` : finding.file)})`;
  return `- [ ] ${clip(text, LINE_BUDGET)} ${keyComment(key)}`;
}
function bySeverity(findings) {
  return [...findings].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
}
function cutLine(count, runUrl) {
  const what = `\u2026 and ${count} more finding${count === 1 ? "" : "s"}`;
  return runUrl ? `${what}, see the run's job summary: ${runUrl} ${RUN_LINK_TAG}` : `${what}, see the run's job summary.`;
}
function renderDashboardBody(input) {
  const marker = input.marker ?? dashboardMarker(input.branch);
  const summary3 = summarizeFindings(input.findings);
  const mentions = /* @__PURE__ */ new Set([...input.mentions ?? [], ...parseMentions(input.previousBody ?? "")]);
  const footer = ["---", "<sub>Kept by k3s-release-guard: edited in place on every run, closed when the branch is clean. Ticks stay while their finding does.</sub>", "", markerFooter(marker, mentions)].join("\n");
  const head = [`## k3s on ${codeSpan(input.branch)}`, ""];
  const summaryText = stripMarkerLines(input.summaryMarkdown).trim();
  if (summaryText) head.push(clip(summaryText, SUMMARY_BUDGET), "");
  if (summary3.total === 0) {
    head.push(`No findings: every k3s check passes on ${codeSpan(input.branch)}.`, "");
  } else {
    head.push(`**${countsText(summary3)}.**`, "");
  }
  const sorted = bySeverity(input.findings);
  const keys = uniqueKeys(sorted);
  const reserve = footer.length + cutLine(sorted.length, input.runUrl).length + 8;
  let used = head.join("\n").length + reserve;
  const list = [];
  let shown = 0;
  let group2;
  for (const [i, finding] of sorted.entries()) {
    const lines = [];
    if (finding.severity !== group2) lines.push(...list.length ? [""] : [], `### ${HEADINGS[finding.severity]}`, "");
    lines.push(checkboxLine(finding, keys[i]));
    const cost = lines.join("\n").length + 1;
    if (used + cost > BODY_BUDGET) break;
    list.push(...lines);
    used += cost;
    group2 = finding.severity;
    shown += 1;
  }
  const parts = [...head];
  if (list.length) parts.push(...list, "");
  if (shown < sorted.length) parts.push(cutLine(sorted.length - shown, input.runUrl), "");
  parts.push(footer);
  const body = parts.join("\n");
  return input.previousBody ? applyTicks(body, parseTicks(input.previousBody)) : body;
}

// src/publish/issues/checklists/releasePlan.ts
function auditOfRelease(report, name) {
  return report.audits.find((a) => a.branch.kind === "stable" && a.branch.release === name);
}
function auditOfMaster(report) {
  return report.audits.find((a) => a.branch.kind === "unstable");
}
function previousStable(report, release) {
  const atFreeze = currentStable(report.calendar, release.featureFreeze.date);
  if (atFreeze && compareReleaseNames(atFreeze.name, release.name) < 0) return atFreeze;
  const index = report.calendar.releases.findIndex((r) => r.name === release.name);
  return index > 0 ? report.calendar.releases[index - 1] : void 0;
}
function contextFor(report, audit, release) {
  const { now, upstream, calendar, options } = report;
  return buildRuleContext({ now, upstream, calendar, options, branch: audit.branch, packaged: audit.packaged, others: audit.others }, { release });
}
function planned(context3, minor, reason) {
  const pm = context3.packagedMinor(minor);
  const latest = context3.latest(minor)?.version.text;
  const eol = context3.eol(minor);
  return {
    minor,
    attr: pm?.attr ?? attrOfMinor(minor),
    ...pm ? { packaged: pm.version.text, location: pm.location } : {},
    ...latest ? { latest } : {},
    ...eol ? { eol } : {},
    reason
  };
}
function minorsOnceFixed(context3, audit) {
  const missing = audit.findings.filter((f) => f.rule === "minor-missing" && f.severity !== "notice" && f.minor).map((f) => normalizeMinor(f.minor)).filter((m) => m !== void 0);
  const all = /* @__PURE__ */ new Set([...context3.packagedMinors.map((pm) => pm.minor), ...missing]);
  return [...all].sort(compareMinors);
}
function isEndedBy(context3, minor, day) {
  const eol = context3.eol(minor);
  return eol !== void 0 && eol.date.getTime() <= day.getTime();
}
function shippedMinor(context3, minors, onRelease) {
  if (onRelease && context3.defaultMinor) return normalizeMinor(context3.defaultMinor) ?? context3.defaultMinor;
  const alive = minors.filter((m) => !isEndedBy(context3, m, context3.today));
  return (alive.length ? alive : minors).at(-1);
}
function verdict(context3, minor, release, onMaster, stableDefault) {
  const attr = context3.packagedMinor(minor)?.attr ?? attrOfMinor(minor);
  const pin = context3.keepReason(minor);
  if (pin !== void 0) return { keep: true, reason: `kept on purpose (keep ${minor}: "${pin}")` };
  const eol = context3.eol(minor);
  if (eol && eol.date.getTime() <= release.branchOff.date.getTime()) {
    return { keep: false, reason: `reaches its end of life on ${describeDate(eol)}, by the branch-off${onMaster ? "; remove it from master" : ""}` };
  }
  if (onMaster && stableDefault?.minor && compareMinors(minor, stableDefault.minor) < 0) {
    return { keep: false, reason: `older than k3s ${stableDefault.minor}, the default of ${stableDefault.branch}; remove it from master` };
  }
  switch (context3.options.policy) {
    case "nixpkgs":
      return { keep: false, reason: `NixOS ${release.name} ships one k3s minor; remove ${attr} from release-${release.name} at the branch-off` };
    case "full-lifecycle":
      if (eol && eol.date.getTime() < release.endOfSupport.date.getTime()) {
        return {
          keep: false,
          reason: `reaches its end of life on ${describeDate(eol)}, before NixOS ${release.name}'s end of support on ${describeDate(release.endOfSupport)}; remove ${attr} from release-${release.name} at the branch-off`
        };
      }
      return { keep: true, reason: eol ? `supported until ${describeDate(eol)}, for the whole release` : "no end of life known" };
    case "all-supported":
      return { keep: true, reason: `supported at the branch-off; kept until its end of life${eol ? ` on ${describeDate(eol)}` : ""}` };
  }
}
function previousDefault(report, previous) {
  const branch = `release-${previous.name}`;
  const audit = auditOfRelease(report, previous.name);
  const own = audit?.packaged.defaultMinor;
  if (audit && own) return { branch, minor: normalizeMinor(own) ?? own, attr: audit.packaged.defaultAttr, source: audit.source };
  const facts = report.audits.flatMap((a) => [a.others.currentStableDefault, a.others.nextReleaseDefault, a.others.unstableDefault]);
  return facts.find((f) => f?.branch === branch && f.minor !== void 0);
}
function previousPlan(report, release, basis, ships, notes) {
  const previous = previousStable(report, release);
  if (!previous) {
    notes.push(`The calendar has no release before NixOS ${release.name}, so no backports were worked out.`);
    return void 0;
  }
  const branch = `release-${previous.name}`;
  const inclusive = report.options.backportThrough === "next-release";
  const fact = previousDefault(report, previous);
  const base = { release: previous, branch, inclusive, ...fact?.source ? { source: fact.source } : {} };
  if (!fact?.minor || !ships || !basis) {
    notes.push(
      `The backports ${branch} needs are unknown: ${!fact?.minor ? "its default was not read in this run" : `the minor NixOS ${release.name} ships is unknown`}.`
    );
    return { ...base, ...fact?.minor ? { defaultMinor: fact.minor } : {}, path: [], owed: [] };
  }
  const target = {
    branch: `release-${release.name}`,
    minor: ships,
    attr: attrOfMinor(ships),
    source: `the plan for NixOS ${release.name}`
  };
  const bare = { minors: [], defaultMinor: fact.minor, ...fact.attr ? { defaultAttr: fact.attr } : {}, problems: [] };
  const pretend = {
    branch: { name: branch, kind: "stable", release: previous.name },
    packaged: bare,
    others: { nextReleaseDefault: target, unstableDefault: target }
  };
  const context3 = contextFor(report, pretend, previous);
  const steps = backportMissing(context3).filter((f) => f.severity !== "notice" && f.minor);
  const audit = auditOfRelease(report, previous.name);
  const onPrevious = audit ? contextFor(report, audit, previous) : void 0;
  const through = inclusive ? `up to and including k3s ${ships}` : `up to the minor before k3s ${ships}`;
  const path3 = steps.map((f) => {
    const minor = f.minor;
    const why = `on the upgrade path of NixOS ${previous.name} (default k3s ${fact.minor}) ${through}, which NixOS ${release.name} ships`;
    const step = planned(basis, minor, why);
    return { ...step, ...onPrevious ? { onPrevious: onPrevious.packagedMinor(minor) !== void 0 } : {} };
  });
  return { ...base, defaultMinor: fact.minor, path: path3, owed: path3.filter((s) => s.onPrevious !== true) };
}
function releasePlan(report, release) {
  const notes = [];
  const own = auditOfRelease(report, release.name);
  const master = auditOfMaster(report);
  const basisAudit = own ?? master;
  const base = { release, policy: report.options.policy, keeps: [], dropped: [], notes };
  if (!basisAudit) {
    notes.push(`Neither master nor release-${release.name} was read in this run, so the plan for NixOS ${release.name} is unknown.`);
    return { ...base, previous: previousPlan(report, release, void 0, void 0, notes) };
  }
  const onRelease = basisAudit === own;
  const context3 = contextFor(report, basisAudit, release);
  const minors = onRelease ? context3.packagedMinors.map((pm) => pm.minor) : minorsOnceFixed(context3, basisAudit);
  const shipped = shippedMinor(context3, minors, onRelease);
  if (!shipped) notes.push(`${basisAudit.branch.name} packages no k3s minor that could be read, so what NixOS ${release.name} ships is unknown.`);
  const keeps = [];
  const dropped = [];
  for (const minor of minors) {
    if (shipped && compareMinors(minor, shipped) === 0) continue;
    const v = verdict(context3, minor, release, !onRelease, basisAudit.others.currentStableDefault);
    (v.keep ? keeps : dropped).push(planned(context3, minor, v.reason));
  }
  const ships = shipped ? planned(
    context3,
    shipped,
    onRelease ? `the default of release-${release.name}` : "the newest k3s minor supported upstream that is or must be packaged on master"
  ) : void 0;
  const eol = shipped ? context3.eol(shipped) : void 0;
  const eolBeforeEos = ships && eol && eol.date.getTime() < release.endOfSupport.date.getTime() ? { minor: ships.minor, attr: ships.attr, eol, endOfSupport: release.endOfSupport, days: daysBetween(eol.date, release.endOfSupport.date) } : void 0;
  return {
    ...base,
    basis: basisAudit.branch.name,
    ...ships ? { ships } : {},
    keeps,
    dropped,
    previous: previousPlan(report, release, context3, shipped, notes),
    ...eolBeforeEos ? { eolBeforeEos } : {}
  };
}
var LINE_BUDGET2 = 1500;
function clip2(text) {
  return text.length <= LINE_BUDGET2 ? text : `${text.slice(0, LINE_BUDGET2 - 1)}\u2026`;
}
function checklistItem(text, key) {
  return `- [ ] ${clip2(text)} ${keyComment(key)}`;
}
function placeText(location) {
  if (!location?.file) return "";
  return ` (${codeSpan(location.line ? `${location.file}:${location.line}` : location.file)})`;
}
function findingText(finding) {
  const parts = [codeSpan(finding.rule), ...finding.attr ? [codeSpan(finding.attr)] : []];
  return `${parts.join(" ")}: ${inertMessage(finding.message)}${placeText(finding)}`;
}
function findingItems(findings) {
  const seen = /* @__PURE__ */ new Map();
  return findings.map((f) => {
    const key = findingKey(f);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return checklistItem(findingText(f), n === 1 ? key : `${key}~${n}`);
  });
}
function noticeLines(findings) {
  return findings.map((f) => `- ${findingText(f)}`);
}
function datesLines(release) {
  return [
    `- Feature freeze: ${describeDate(release.featureFreeze)}`,
    `- Branch-off: ${describeDate(release.branchOff)}`,
    `- Release: ${describeDate(release.release)}`,
    `- End of support: ${describeDate(release.endOfSupport)}`
  ];
}
function minorText(m) {
  const facts = [
    m.packaged ? `packaged ${codeSpan(m.packaged)}` : "not packaged yet",
    ...m.latest && m.latest !== m.packaged ? [`latest ${codeSpan(m.latest)}`] : [],
    `end of life ${m.eol ? describeDate(m.eol) : "unknown"}`
  ];
  return `${codeSpan(m.attr)} (${facts.join(", ")}): ${inertMessage(m.reason)}${placeText(m.location)}`;
}
var planKeys = {
  dropped: (minor) => `extra-at-release:${minor}`,
  backport: (minor) => `backport-missing:${minor}`,
  eolBeforeEos: (minor) => `eol-before-eos:${minor}`
};
function backportLine(step, previousBranch) {
  const state = step.onPrevious === void 0 ? `not known whether ${codeSpan(previousBranch)} has it` : step.onPrevious ? "already there" : "missing";
  const latest = step.latest ? ` at ${codeSpan(step.latest)}` : "";
  const text = `Backport ${codeSpan(step.attr)}${latest} to ${codeSpan(previousBranch)} (${state}): ${inertMessage(step.reason)}${placeText(step.location)}`;
  return step.onPrevious ? `- ${clip2(text)}` : checklistItem(text, planKeys.backport(step.minor));
}
function eolBeforeEosItem(plan) {
  const e = plan.eolBeforeEos;
  if (!e) return [];
  return [
    checklistItem(
      `${codeSpan("eol-before-eos")} ${codeSpan(e.attr)}: reaches its end of life on ${describeDate(e.eol)}, ${e.days} days before NixOS ${plan.release.name}'s end of support on ${describeDate(e.endOfSupport)}. Consider a newer default before the release, or tell users when to upgrade.`,
      planKeys.eolBeforeEos(e.minor)
    )
  ];
}
function planLines(plan, options = {}) {
  const lines = [];
  const name = plan.release.name;
  if (plan.basis) lines.push(`Read from ${codeSpan(plan.basis)}; policy ${codeSpan(plan.policy)}.`, "");
  lines.push(plan.ships ? `**Ships:** ${minorText(plan.ships)}` : `**Ships:** unknown.`);
  if (plan.keeps.length) lines.push("", `**Also kept in NixOS ${name}:**`, "", ...plan.keeps.map((m) => `- ${minorText(m)}`));
  lines.push(...plan.eolBeforeEos ? ["", ...eolBeforeEosItem(plan)] : []);
  lines.push("", "**Dropped at the branch-off:**", "");
  lines.push(...plan.dropped.length ? plan.dropped.map((m) => checklistItem(minorText(m), planKeys.dropped(m.minor))) : ["- nothing"]);
  const previous = plan.previous;
  if (previous && !options.withoutBackports) {
    const bound = previous.inclusive ? "up to and including" : "up to the minor before";
    lines.push("", `**Backports ${codeSpan(previous.branch)} will need** (its upgrade path, ${bound} the shipped minor):`, "");
    if (previous.path.length) lines.push(...previous.path.map((s) => backportLine(s, previous.branch)));
    else if (previous.defaultMinor && plan.ships) {
      lines.push(`- none: its default k3s ${previous.defaultMinor} needs no newer minor to reach k3s ${plan.ships.minor}`);
    } else lines.push("- unknown");
  }
  if (plan.notes.length) lines.push("", ...plan.notes.map((n) => `- ${inertMessage(n)}`));
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
function featureFreezeTitle(release) {
  return `k3s before the NixOS ${release.name} feature freeze`;
}
function isReleased(report, release) {
  return dayOf(report.now).getTime() >= release.release.date.getTime();
}
function teamMention(team, eventKey, text) {
  const handle = team.trim().replace(/^@/, "");
  return handle ? { team: handle, eventKey, text: text(`@${handle}`) } : void 0;
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
function isOpen(finding) {
  return finding.severity !== "notice";
}
function backportsOwed(plan) {
  const previous = plan.previous;
  if (!previous) return false;
  if (!previous.defaultMinor || !plan.ships) return true;
  return previous.owed.length > 0;
}
function featureFreezeChecklist(report, release, options) {
  const name = release.name;
  const marker = issueMarker("feature-freeze", name);
  const plan = releasePlan(report, release);
  const master = auditOfMaster(report);
  const mustLand = (master?.findings ?? []).filter((f) => MUST_LAND_RULES.includes(f.rule));
  const open = mustLand.filter(isOpen);
  const notices = mustLand.filter((f) => !isOpen(f));
  const freeze = describeDate(release.featureFreeze);
  const lines = [`## k3s before the NixOS ${name} feature freeze`, "", ...datesLines(release), ""];
  lines.push(`### Must land on ${codeSpan("master")} before ${freeze}`, "");
  if (!master) lines.push(`${codeSpan("master")} was not read in this run, so what must land on it is unknown.`);
  else if (open.length) lines.push(...findingItems(open));
  else lines.push(`Nothing: ${codeSpan("master")} passes every check that must land before the freeze.`);
  if (notices.length) lines.push("", ...noticeLines(notices));
  lines.push("", `### Plan for NixOS ${name}`, "", ...planLines(plan), "");
  lines.push(...checklistTail(marker, options.runUrl ?? report.runUrl));
  const released = isReleased(report, release);
  const owed = backportsOwed(plan);
  const clean = released || master !== void 0 && open.length === 0 && !owed;
  const mention = teamMention(
    options.team,
    `feature-freeze:${name}`,
    (handle) => `${handle} the feature freeze of NixOS ${name} is on ${freeze}: the k3s checklist above lists what must land on master first.`
  );
  return {
    marker,
    title: featureFreezeTitle(release),
    body: lines.join("\n"),
    clean,
    labels: options.labels,
    ...mention ? { mention } : {},
    closeReason: released ? `NixOS ${name} was released on ${describeDate(release.release)}; this feature-freeze checklist is done.` : `As of ${formatDay(report.now)}, everything that had to land on master before the NixOS ${name} feature freeze has landed${plan.previous ? ` and ${plan.previous.branch} has every backport it needs` : ""}; closing. This issue reopens if an item returns.`
  };
}

// src/publish/issues/checklists/branchOff.ts
var BRANCH_OFF_RULES = ["layout-unrecognized", "extra-at-release", "eol-before-eos"];
function branchOffTitle(release) {
  return `k3s branch-off checklist for NixOS ${release.name}`;
}
var isOpen2 = (f) => f.severity !== "notice";
function releaseSection(report, release, plan) {
  const branch = `release-${release.name}`;
  const audit = auditOfRelease(report, release.name);
  const heading = `### On ${codeSpan(branch)} before the release`;
  if (!audit) {
    return {
      lines: [
        heading,
        "",
        `${codeSpan(branch)} could not be read in this run (it may not exist yet), so this checklist shows the plan for NixOS ${release.name} instead.`,
        "",
        ...planLines(plan, { withoutBackports: true })
      ],
      open: void 0
    };
  }
  const relevant = audit.findings.filter((f) => BRANCH_OFF_RULES.includes(f.rule));
  const open = relevant.filter(isOpen2);
  const notices = relevant.filter((f) => !isOpen2(f));
  const lines = [heading, ""];
  lines.push(...open.length ? findingItems(open) : [`Nothing left: ${codeSpan(branch)} passes every branch-off check.`]);
  if (notices.length) lines.push("", ...noticeLines(notices));
  return { lines, open: open.length };
}
function backportSection(report, plan) {
  const previous = plan.previous;
  if (!previous) return { lines: [], open: 0 };
  const heading = `### Backports owed to ${codeSpan(previous.branch)}`;
  const audit = auditOfRelease(report, previous.release.name);
  const findings = audit?.findings.filter((f) => f.rule === "backport-missing") ?? [];
  const notices = findings.filter((f) => !isOpen2(f));
  if (audit && notices.length === 0) {
    const open = findings.filter(isOpen2);
    const lines2 = [heading, ""];
    lines2.push(...open.length ? findingItems(open) : [`None: ${codeSpan(previous.branch)} has every minor on its upgrade path.`]);
    return { lines: lines2, open: open.length };
  }
  const why = audit ? "its audit could not check its upgrade path" : "it was not audited in this run";
  const lines = [heading, "", ...notices.length ? [...noticeLines(notices), ""] : []];
  lines.push(`${codeSpan(previous.branch)}: ${why}; from the plan for NixOS ${plan.release.name}:`, "");
  if (!previous.defaultMinor || !plan.ships) {
    const unknown = !previous.defaultMinor ? "its default was not read" : "the shipped minor is unknown";
    return { lines: [...lines, `- unknown: ${unknown}.`], open: void 0 };
  }
  const steps = previous.path.map((s) => backportLine(s, previous.branch));
  lines.push(...steps.length ? steps : ["- none: its default already reaches the shipped minor."]);
  return { lines, open: previous.owed.length };
}
function branchOffChecklist(report, release, options) {
  const name = release.name;
  const marker = issueMarker("branch-off", name);
  const plan = releasePlan(report, release);
  const onRelease = releaseSection(report, release, plan);
  const backports = backportSection(report, plan);
  const branchOff = describeDate(release.branchOff);
  const lines = [`## k3s branch-off checklist for NixOS ${name}`, "", ...datesLines(release), "", ...onRelease.lines, ""];
  if (backports.lines.length) lines.push(...backports.lines, "");
  lines.push(...checklistTail(marker, options.runUrl ?? report.runUrl));
  const released = isReleased(report, release);
  const clean = released || onRelease.open === 0 && backports.open === 0;
  const mention = teamMention(
    options.team,
    `branch-off:${name}`,
    (handle) => (
      // The checklist is usually made once the branch exists, after the day itself.
      `${handle} the branch-off of NixOS ${name} ${release.branchOff.date.getTime() <= report.now.getTime() ? "was" : "is"} on ${branchOff}: the k3s checklist above lists what must change on release-${name} before the release.`
    )
  );
  return {
    marker,
    title: branchOffTitle(release),
    body: lines.join("\n"),
    clean,
    labels: options.labels,
    ...mention ? { mention } : {},
    closeReason: released ? `NixOS ${name} was released on ${describeDate(release.release)}; this branch-off checklist is done.` : `As of ${formatDay(report.now)}, release-${name} is ready for the release${plan.previous ? ` and ${plan.previous.branch} has every backport it needs` : ""}; closing. This issue reopens if an item returns.`
  };
}

// src/publish/issues/dashboardIssue.ts
function dashboardTitle(branch, findings) {
  const counts = countsText(summarizeFindings(findings));
  return `k3s release guard: ${branch}${counts ? ` (${counts})` : ""}`;
}
function closeReason(branch, now) {
  return `All k3s findings on ${branch} are resolved as of ${formatDay(now)}; closing. This issue reopens if a finding returns.`;
}
function dashboardIssue(input) {
  return {
    marker: dashboardMarker(input.branch),
    title: dashboardTitle(input.branch, input.findings),
    body: renderDashboardBody({
      branch: input.branch,
      summaryMarkdown: input.summaryMarkdown ?? "",
      findings: input.findings,
      ...input.runUrl ? { runUrl: input.runUrl } : {}
    }),
    clean: summarizeFindings(input.findings).status === "clean",
    labels: input.labels,
    ...input.mention ? { mention: input.mention } : {},
    closeReason: closeReason(input.branch, input.now)
  };
}

// src/publish/issues/desiredIssues.ts
function desiredIssues(report, work, options) {
  const issues = [];
  if (work.dashboards) {
    for (const audit of report.audits) {
      issues.push(
        dashboardIssue({
          branch: audit.branch.name,
          findings: audit.findings,
          summaryMarkdown: renderBranchOverview(report, audit),
          labels: options.labels,
          now: report.now,
          ...options.runUrl ? { runUrl: options.runUrl } : {}
        })
      );
    }
  }
  const checklistOptions = { team: options.team, labels: [...options.labels], ...options.runUrl ? { runUrl: options.runUrl } : {} };
  if (work.featureFreeze) issues.push(featureFreezeChecklist(report, work.featureFreeze, checklistOptions));
  if (work.branchOff) issues.push(branchOffChecklist(report, work.branchOff, checklistOptions));
  return issues;
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
    author: json.user?.login
  };
}
function status(error2) {
  return typeof error2 === "object" && error2 !== null && "status" in error2 && typeof error2.status === "number" ? error2.status : void 0;
}
var LABEL_COLOR = "ffc61e";
function createIssueStore(client, repository) {
  const { owner, repo } = repository;
  return {
    async list(query) {
      const items2 = await client.paginate(client.rest.issues.listForRepo, {
        owner,
        repo,
        state: "all",
        per_page: 100,
        ...query.labels.length ? { labels: query.labels.join(",") } : {},
        ...query.creator ? { creator: query.creator } : {}
      });
      return items2.filter((i) => !i.pull_request).map(toIssue);
    },
    async create(issue) {
      const { data } = await client.rest.issues.create({ owner, repo, title: issue.title, body: issue.body, labels: [...issue.labels] });
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
      } catch (error2) {
        if (status(error2) === 404) return false;
        throw error2;
      }
    },
    async createLabel(name) {
      try {
        await client.rest.issues.createLabel({ owner, repo, name, color: LABEL_COLOR });
      } catch (error2) {
        if (status(error2) !== 422) throw error2;
      }
    },
    async addLabels(issueNumber, labels) {
      await client.rest.issues.addLabels({ owner, repo, issue_number: issueNumber, labels: [...labels] });
    }
  };
}

// src/publish/issues/syncIssue.ts
var GITHUB_BODY_LIMIT = 65536;
var GITHUB_TITLE_LIMIT = 256;
function byAge(a, b) {
  return a.createdAt.localeCompare(b.createdAt) || a.number - b.number;
}
function teamHandle(team) {
  return team.trim().replace(/^@/, "");
}
function mentionComment(mention) {
  const handle = `@${teamHandle(mention.team)}`;
  const text = mention.text.includes(handle) ? mention.text.trim() : `${handle} ${mention.text.trim()}`;
  return `${text}

${mentionMarker(mention.eventKey)}`;
}
function finalBody(desired, mentions, previousBody) {
  const content = normalizeBody(stripMarkerLines(desired.body));
  const body = `${content}

${markerFooter(desired.marker, mentions)}`;
  return previousBody ? applyTicks(body, parseTicks(previousBody)) : body;
}
function finalTitle(title) {
  const oneLine = title.replace(/\s+/g, " ").trim();
  return oneLine.length <= GITHUB_TITLE_LIMIT ? oneLine : `${oneLine.slice(0, GITHUB_TITLE_LIMIT - 1)}\u2026`;
}
function lacksLabels(issue, labels) {
  const have = new Set(issue.labels.map((l) => l.toLowerCase()));
  return labels.filter((l) => !have.has(l.toLowerCase()));
}
function planIssueSync(existing, desired) {
  const marked = existing.filter((i) => hasMarker(i.body, desired.marker)).sort(byAge);
  const [canonical, ...younger] = marked;
  const duplicates = younger.filter((i) => i.state === "open");
  const made = /* @__PURE__ */ new Set([...marked.flatMap((i) => parseMentions(i.body)), ...parseMentions(desired.body)]);
  const mentionWanted = desired.mention !== void 0 && teamHandle(desired.mention.team) !== "" && !desired.clean && !made.has(desired.mention.eventKey);
  const mention = mentionWanted ? desired.mention : void 0;
  const mentions = mention ? [...made, mention.eventKey] : [...made];
  const title = finalTitle(desired.title);
  const body = finalBody(desired, mentions, canonical?.body);
  if (body.length > GITHUB_BODY_LIMIT) {
    throw new Error(`The body of the issue ${desired.marker} has ${body.length} characters, over GitHub's ${GITHUB_BODY_LIMIT}.`);
  }
  const undoBody = mention ? finalBody(desired, made, canonical?.body) : void 0;
  const steps = [];
  let outcome = "none";
  const mentionStep = (issue) => {
    if (mention) steps.push({ kind: "comment", issue, why: "mention", body: mentionComment(mention), undoBody });
  };
  if (!canonical) {
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
    const changed = Object.keys(changes).length > 0;
    if (desired.clean && canonical.state === "open") {
      outcome = "close";
      steps.push({ kind: "update", issue: canonical.number, why: "close", ...changes, state: "closed", stateReason: "completed" });
      steps.push({ kind: "comment", issue: canonical.number, why: "close-reason", body: desired.closeReason.trim() });
    } else if (!desired.clean && canonical.state === "closed") {
      outcome = "reopen";
      steps.push({ kind: "update", issue: canonical.number, why: "reopen", ...changes, state: "open", stateReason: "reopened" });
    } else if (changed) {
      outcome = "edit";
      steps.push({ kind: "update", issue: canonical.number, why: "edit", ...changes });
    }
    mentionStep(canonical.number);
    const missing = lacksLabels(canonical, desired.labels);
    if (missing.length) steps.push({ kind: "add-labels", issue: canonical.number, labels: missing });
  }
  for (const duplicate of duplicates) {
    steps.push({ kind: "update", issue: duplicate.number, why: "close-duplicate", state: "closed", stateReason: "not_planned" });
    steps.push({ kind: "comment", issue: duplicate.number, why: "duplicate", body: `Duplicate of #${canonical.number}` });
  }
  if (steps.length && desired.labels.length) steps.unshift({ kind: "ensure-labels", labels: [...desired.labels] });
  return {
    marker: desired.marker,
    outcome,
    canonical,
    duplicates,
    ...mention ? { mention: { team: teamHandle(mention.team), eventKey: mention.eventKey } } : {},
    steps
  };
}
function stateOf(step, before) {
  return step.state ?? before;
}
async function applyIssuePlan(store, plan, options) {
  const dry = options.dryRun;
  const would = (text) => dry ? `would ${text}` : text;
  const actions = [];
  const urls = new Map([plan.canonical, ...plan.duplicates].filter((i) => i !== void 0).map((i) => [i.number, i.url]));
  let issue = plan.canonical ? { number: plan.canonical.number, url: plan.canonical.url, state: plan.canonical.state } : void 0;
  let created;
  for (const step of plan.steps) {
    switch (step.kind) {
      case "ensure-labels": {
        const known = options.knownLabels ?? /* @__PURE__ */ new Set();
        for (const name of step.labels) {
          if (known.has(name)) continue;
          if (!await store.labelExists(name)) {
            if (!dry) await store.createLabel(name);
            actions.push({ what: "create-label", text: would(`create label "${name}"`) });
          }
          known.add(name);
        }
        break;
      }
      case "create": {
        if (dry) {
          actions.push({ what: "create", text: would(`create issue "${step.title}"`) });
          break;
        }
        const made = await store.create({ title: step.title, body: step.body, labels: step.labels });
        created = made.number;
        urls.set(made.number, made.url);
        issue = { number: made.number, url: made.url, state: made.state };
        actions.push({ what: "create", issue: made.number, url: made.url, text: `created #${made.number} ${made.url}` });
        break;
      }
      case "update": {
        const url = urls.get(step.issue);
        if (!dry) await store.update(step.issue, { title: step.title, body: step.body, state: step.state, stateReason: step.stateReason });
        if (issue?.number === step.issue) issue = { ...issue, state: stateOf(step, issue.state) };
        const verb = { edit: "edit", close: "close", reopen: "reopen", "close-duplicate": "close as duplicate" }[step.why];
        actions.push({ what: step.why, issue: step.issue, url, text: would(`${verb} #${step.issue} ${url ?? ""}`.trim()) });
        break;
      }
      case "comment": {
        const target = step.issue === "new" ? created : step.issue;
        const what = step.why === "mention" ? "mention" : "comment";
        const label = target !== void 0 ? `#${target}` : "the new issue";
        const text = step.why === "mention" && plan.mention ? would(`mention @${plan.mention.team} on ${label} for ${plan.mention.eventKey}`) : would(`comment on ${label}: ${step.body.split("\n")[0]}`);
        if (!dry) {
          if (target === void 0) throw new Error("A comment step targets an issue that was not created.");
          try {
            await store.comment(target, step.body);
          } catch (error2) {
            if (step.undoBody !== void 0) await store.update(target, { body: step.undoBody }).catch(() => void 0);
            throw error2;
          }
        }
        actions.push({ what, issue: target, url: target !== void 0 ? urls.get(target) : void 0, text });
        break;
      }
      case "add-labels": {
        if (!dry) await store.addLabels(step.issue, step.labels);
        actions.push({ what: "add-labels", issue: step.issue, url: urls.get(step.issue), text: would(`label #${step.issue} ${step.labels.join(", ")}`) });
        break;
      }
    }
  }
  return { dryRun: dry, outcome: plan.outcome, ...issue ? { issue } : {}, actions, plan };
}

// src/publish/issues/publishIssues.ts
async function publishIssues(store, desired, options) {
  if (desired.length === 0) return [];
  const existing = await store.list({ labels: options.labels });
  const results = [];
  const knownLabels = /* @__PURE__ */ new Set();
  for (const issue of desired) {
    results.push(await applyIssuePlan(store, planIssueSync(existing, issue), { dryRun: options.dryRun, knownLabels }));
  }
  return results;
}

// src/publish/publishRun.ts
function issuesSection(results, dryRun) {
  const lines = results.flatMap((r) => r.actions.map((a) => `- ${a.url ? `[${a.text}](${a.url})` : a.text}`));
  const heading = dryRun ? "## Issues (dry run: nothing was written)" : "## Issues";
  return `${heading}

${lines.length > 0 ? lines.join("\n") : "No issue needed a change."}
`;
}
function isPermissionDenied(error2) {
  const status2 = typeof error2 === "object" && error2 !== null && "status" in error2 ? error2.status : void 0;
  return status2 === 403 && error2 instanceof Error && /Resource not accessible by/i.test(error2.message);
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
      create: counted(store.create),
      update: counted(store.update),
      comment: counted(store.comment),
      createLabel: counted(store.createLabel),
      addLabels: counted(store.addLabels)
    },
    writes: () => writes
  };
}
async function publish(report, work, inputs, client, repository) {
  const desired = desiredIssues(report, work, { team: inputs.team, labels: inputs.labels, runUrl: report.runUrl });
  if (desired.length === 0) return { results: [] };
  if (!repository || !repository.includes("/")) {
    warning("GITHUB_REPOSITORY is not set: no issue can be kept outside a workflow run.");
    return { results: [] };
  }
  const [owner, repo] = repository.split("/");
  return group(inputs.dryRun ? "Issues (dry run)" : "Issues", async () => {
    const counting = countingWrites(createIssueStore(client, { owner, repo }));
    try {
      const results = await publishIssues(counting.store, desired, { dryRun: inputs.dryRun, labels: inputs.labels });
      for (const action of results.flatMap((r) => r.actions)) info(action.url ? `${action.text}: ${action.url}` : action.text);
      if (results.every((r) => r.actions.length === 0)) info("Every issue is up to date; nothing written.");
      return { results };
    } catch (error2) {
      if (!isPermissionDenied(error2)) throw error2;
      const written = counting.writes();
      const refused = `The issues could not be written: the token lacks \`issues: write\` (GitHub answered 403 "Resource not accessible"). ` + (written === 0 ? "No issue was changed. " : `${written} write(s) went through before; the next run with the permission completes them. `) + "Give the workflow `permissions: issues: write`, or use `mode: pr-check` where the token is read-only.";
      warning(refused);
      return { results: [], refused };
    }
  });
}

// node_modules/@actions/github/lib/context.js
import { readFileSync, existsSync } from "fs";
import { EOL } from "os";
var Context = class {
  /**
   * Hydrate the context from the environment
   */
  constructor() {
    var _a, _b, _c;
    this.payload = {};
    if (process.env.GITHUB_EVENT_PATH) {
      if (existsSync(process.env.GITHUB_EVENT_PATH)) {
        this.payload = JSON.parse(readFileSync(process.env.GITHUB_EVENT_PATH, { encoding: "utf8" }));
      } else {
        const path3 = process.env.GITHUB_EVENT_PATH;
        process.stdout.write(`GITHUB_EVENT_PATH ${path3} does not exist${EOL}`);
      }
    }
    this.eventName = process.env.GITHUB_EVENT_NAME;
    this.sha = process.env.GITHUB_SHA;
    this.ref = process.env.GITHUB_REF;
    this.workflow = process.env.GITHUB_WORKFLOW;
    this.action = process.env.GITHUB_ACTION;
    this.actor = process.env.GITHUB_ACTOR;
    this.job = process.env.GITHUB_JOB;
    this.runAttempt = parseInt(process.env.GITHUB_RUN_ATTEMPT, 10);
    this.runNumber = parseInt(process.env.GITHUB_RUN_NUMBER, 10);
    this.runId = parseInt(process.env.GITHUB_RUN_ID, 10);
    this.apiUrl = (_a = process.env.GITHUB_API_URL) !== null && _a !== void 0 ? _a : `https://api.github.com`;
    this.serverUrl = (_b = process.env.GITHUB_SERVER_URL) !== null && _b !== void 0 ? _b : `https://github.com`;
    this.graphqlUrl = (_c = process.env.GITHUB_GRAPHQL_URL) !== null && _c !== void 0 ? _c : `https://api.github.com/graphql`;
  }
  get issue() {
    const payload = this.payload;
    return Object.assign(Object.assign({}, this.repo), { number: (payload.issue || payload.pull_request || payload).number });
  }
  get repo() {
    if (process.env.GITHUB_REPOSITORY) {
      const [owner, repo] = process.env.GITHUB_REPOSITORY.split("/");
      return { owner, repo };
    }
    if (this.payload.repository) {
      return {
        owner: this.payload.repository.owner.login,
        repo: this.payload.repository.name
      };
    }
    throw new Error("context.repo requires a GITHUB_REPOSITORY environment variable like 'owner/repo'");
  }
};

// node_modules/@actions/github/lib/internal/utils.js
var httpClient = __toESM(require_lib(), 1);
var import_undici = __toESM(require_undici(), 1);
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
function getProxyAgent(destinationUrl) {
  const hc = new httpClient.HttpClient();
  return hc.getAgent(destinationUrl);
}
function getProxyAgentDispatcher(destinationUrl) {
  const hc = new httpClient.HttpClient();
  return hc.getAgentDispatcher(destinationUrl);
}
function getProxyFetch(destinationUrl) {
  const httpDispatcher = getProxyAgentDispatcher(destinationUrl);
  const proxyFetch = (url, opts) => __awaiter(this, void 0, void 0, function* () {
    return (0, import_undici.fetch)(url, Object.assign(Object.assign({}, opts), { dispatcher: httpDispatcher }));
  });
  return proxyFetch;
}
function getApiBaseUrl() {
  return process.env["GITHUB_API_URL"] || "https://api.github.com";
}

// node_modules/@actions/github/lib/utils.js
var context = new Context();
var baseUrl = getApiBaseUrl();
var defaults = {
  baseUrl,
  request: {
    agent: getProxyAgent(baseUrl),
    fetch: getProxyFetch(baseUrl)
  }
};
var GitHub = Octokit.plugin(restEndpointMethods, paginateRest).defaults(defaults);

// node_modules/@actions/github/lib/github.js
var context2 = new Context();

// src/action/runContext.ts
function pullRequestBase() {
  const base = context2.payload.pull_request?.base;
  return typeof base === "object" && base !== null && "ref" in base && typeof base.ref === "string" ? base.ref : void 0;
}
function readRunContext(env = process.env) {
  const repository = env.GITHUB_REPOSITORY?.includes("/") ? env.GITHUB_REPOSITORY : void 0;
  const runId = context2.runId || void 0;
  return {
    eventName: context2.eventName || void 0,
    repository,
    baseRef: env.GITHUB_BASE_REF || pullRequestBase(),
    ref: context2.ref || void 0,
    runUrl: repository && runId ? `${context2.serverUrl}/${repository}/actions/runs/${runId}` : void 0,
    runKey: `${runId ?? "local"}-${context2.runAttempt || 1}`,
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    runnerTemp: env.RUNNER_TEMP || void 0
  };
}

// src/action/main.ts
function existingFolder(root) {
  let folder = false;
  try {
    folder = statSync(root).isDirectory();
  } catch {
  }
  if (!folder) {
    throw new InputError("nixpkgs-path", `${root} is not a folder; give the path of the nixpkgs checkout, relative to the workspace (the path: of actions/checkout).`);
  }
  return root;
}
function annotate(findings, nixpkgsPath) {
  for (const finding of findings) {
    const properties = { title: `k3s ${finding.rule}` };
    if (finding.file) {
      properties.file = path2.posix.normalize(path2.posix.join(nixpkgsPath.split(path2.sep).join("/"), finding.file));
      if (finding.line) properties.startLine = finding.line;
    }
    if (finding.severity === "error") error(finding.message, properties);
    else if (finding.severity === "warning") warning(finding.message, properties);
    else notice(finding.message, properties);
  }
}
function responseCacheStore(inputs, run2) {
  if (!inputs.cache || !run2.runnerTemp) return void 0;
  const file = path2.join(run2.runnerTemp, "k3s-release-guard", "http-cache.json");
  return actionsCacheStore(file, run2.runKey, (message) => warning(message));
}
async function run(env = process.env) {
  let stage = "inputs";
  let cacheStore;
  let cache;
  try {
    const inputs = readInputs((name) => getInput(name));
    if (inputs.token) setSecret(inputs.token);
    const runContext = readRunContext(env);
    const checkoutRoot = existingFolder(path2.resolve(runContext.workspace, inputs.nixpkgsPath));
    const now = inputs.now ?? /* @__PURE__ */ new Date();
    stage = "audit";
    cacheStore = responseCacheStore(inputs, runContext);
    cache = await cacheStore?.load();
    const client = createGitHubClient({ token: inputs.token, baseUrl: env.GITHUB_API_URL, log: (m) => info(m), cache });
    const prCheck = inputs.mode === "pr-check" || inputs.mode === "auto" && runContext.eventName?.startsWith("pull_request") === true;
    const report = await runAudit({
      inputs,
      checkout: localTree(checkoutRoot),
      context: { baseRef: runContext.baseRef, ref: runContext.ref },
      now,
      client,
      log: actionsLog,
      allBranches: !prCheck,
      withBase: prCheck,
      runUrl: runContext.runUrl
    });
    const work = chooseWork({
      mode: inputs.mode,
      calendar: report.calendar,
      now,
      eventName: runContext.eventName,
      releaseBranchExists: (release) => report.audits.some((a) => a.branch.kind === "stable" && a.branch.release === release)
    });
    for (const reason of work.reasons) info(reason);
    const primary = report.audits[0];
    let blamed = primary.findings;
    let summary3 = renderMarkdown(report);
    if (work.prCheck) {
      const split = splitByBase(primary.findings, report.base?.findings ?? []);
      blamed = split.introduced;
      summary3 += "\n" + renderPullRequestSection(split, primary.branch.name);
    } else {
      if (!inputs.dryRun) stage = "publish";
      const { results, refused } = await publish(report, work, inputs, client, runContext.repository);
      const dashboard = work.dashboards ? results[0]?.issue : void 0;
      if (dashboard) setOutput("issue-number", String(dashboard.number));
      if (results.length > 0) summary3 += "\n" + issuesSection(results, inputs.dryRun);
      if (refused) summary3 += `
## Issues

${refused}
`;
    }
    stage = "report";
    annotate(blamed, inputs.nixpkgsPath);
    setOutput("findings", findingsToJson(report.audits.flatMap((audit) => audit.findings)));
    setOutput("status", summarizeFindings(primary.findings).status);
    if (env.GITHUB_STEP_SUMMARY) await summary.addRaw(summary3, true).write();
    const failing = failingFindings(blamed, inputs.failOn);
    if (failing.length > 0) setFailed(failureMessage(failing, inputs.failOn));
  } catch (error2) {
    const text = (error2 instanceof Error ? error2.message : String(error2)).trimEnd();
    const message = /\w$/.test(text) ? `${text}.` : text;
    const issues = {
      inputs: "",
      audit: " No issue was changed.",
      publish: " It failed while updating issues, some of which may have changed; the next run completes them.",
      report: ""
    }[stage];
    setFailed(message + issues);
  } finally {
    if (cacheStore && cache) info(`Request cache: ${await cacheStore.save(cache)}`);
  }
}

// src/action/index.ts
await run();
//# sourceMappingURL=index.js.map
