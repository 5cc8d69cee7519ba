#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DeclarationError,
  MODES,
  Octokit,
  OptionError,
  ResponseCache,
  booleanOption,
  builtInCatalogue,
  catalogueWithFile,
  createEndOfLifeClient,
  createGitHubClient,
  failureMessage,
  githubIssuePublisher,
  githubSources,
  isMentionKey,
  isPullRequestCheck,
  lineText,
  localTree,
  oneOf,
  paginateRest,
  readRunOptions,
  remoteTree,
  renderJson,
  repository,
  restEndpointMethods,
  restoredFileTooLarge,
  runGuard,
  summarizeFindings,
  testWriteSpacing
} from "./chunks/chunk-X4P6J6UU.js";
import "./chunks/chunk-XLFTFZD3.js";
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
import path3 from "node:path";

// src/report/summaryLimit.ts
var SUMMARY_LIMIT_BYTES = 1024 * 1024;
var bytes = (text) => Buffer.byteLength(text, "utf8");
function note(total, kept, lines) {
  const size = (n) => `${(n / 1024).toLocaleString("en-US", { maximumFractionDigits: 0 })} KiB`;
  return `> [!WARNING]
> This summary was cut: it came to ${size(total)}, over the 1 MiB GitHub shows, so its last ${lines.toLocaleString("en-US")} line${lines === 1 ? "" : "s"} (${size(total - kept)}) are left out. Every finding is in the action's \`findings\` output; the CLI prints the whole report.
`;
}
function after(open, line) {
  const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
  if (open.fence !== void 0) return marker?.startsWith(open.fence) ? { details: open.details } : open;
  if (marker) return { ...open, fence: marker };
  const opened = (line.match(/<details>/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
  return { details: Math.max(open.details + opened, 0) };
}
function closing(open) {
  return [...open.fence !== void 0 ? [open.fence] : [], ...Array(open.details).fill("</details>")];
}
function limitSummary(markdown, limit = SUMMARY_LIMIT_BYTES) {
  const total = bytes(markdown);
  if (total <= limit) return markdown;
  const lines = markdown.split("\n");
  const budget = limit - bytes(note(total, total, lines.length)) - 16;
  let used = 0;
  let kept = 0;
  let open = { details: 0 };
  for (const line of lines) {
    const next = after(open, line);
    const cost = bytes(line) + 1;
    if (used + cost + bytes(closing(next).join("\n")) + 2 > budget) break;
    used += cost;
    kept += 1;
    open = next;
  }
  const cut = [...lines.slice(0, kept), ...closing(open)].join("\n");
  return `${cut}

${note(total, used, lines.length - kept)}`;
}

// src/action/cacheStore.ts
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
var TRUSTED_EVENTS = ["schedule", "workflow_dispatch", "push"];
var KEY_PREFIX = "k3s-release-guard-http-v2-";
function isTrustedEvent(eventName) {
  return TRUSTED_EVENTS.includes(eventName ?? "");
}
async function actionsCacheService() {
  if (!process.env.ACTIONS_RUNTIME_TOKEN) return void 0;
  const cache = await import("./chunks/cache-BTYXEZK5.js");
  return cache.isFeatureAvailable() ? cache : void 0;
}
function summary2(cache) {
  const { revalidated, fetched } = cache.stats;
  return `${revalidated} of ${revalidated + fetched} cacheable GET request(s) answered 304 from the cache`;
}
function fileCacheStore(file, warn) {
  return {
    async load() {
      const size = await stat(file).then(
        (s) => s.size,
        () => void 0
      );
      if (size === void 0) return new ResponseCache();
      const tooLarge = restoredFileTooLarge(size);
      if (tooLarge) {
        warn(tooLarge);
        return new ResponseCache();
      }
      return ResponseCache.parse(await readFile(file, "utf8").catch(() => void 0), warn);
    },
    async save(cache) {
      if (!cache.dirty) return `${summary2(cache)}; nothing new to keep.`;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, cache.serialize());
      return `${summary2(cache)}; kept in ${file}.`;
    }
  };
}
function actionsCacheStore(file, run2, warn) {
  const local = fileCacheStore(file, warn);
  const trusted = isTrustedEvent(run2.eventName);
  return {
    async load() {
      try {
        const cache = await actionsCacheService();
        const [first, ...others] = TRUSTED_EVENTS.map((event) => `${KEY_PREFIX}${event}-`);
        await cache?.restoreCache([file], first, others);
      } catch (error2) {
        warn(
          `The request cache could not be restored (${error2 instanceof Error ? error2.message : String(error2)}); this run makes full requests.`
        );
      }
      return local.load();
    },
    async save(cache) {
      if (!trusted) {
        const which = run2.eventName ? `a ${run2.eventName} run` : "a run with no event";
        return `${summary2(cache)}; not kept: ${which} does not save the request cache (only ${TRUSTED_EVENTS.join(", ")} runs do).`;
      }
      const line = await local.save(cache);
      if (!cache.dirty) return line;
      try {
        await (await actionsCacheService())?.saveCache([file], `${KEY_PREFIX}${run2.eventName}-${run2.runKey}`);
      } catch (error2) {
        warn(
          `The request cache could not be saved (${error2 instanceof Error ? error2.message : String(error2)}); the next run makes full requests.`
        );
      }
      return line;
    }
  };
}

// src/action/inputs.ts
function commitInput(get, name) {
  const value = get(name).trim();
  if (value === "") return void 0;
  if (!/^[0-9a-f]{40}$/i.test(value))
    throw new OptionError(
      name,
      `"${value}" is not a commit hash; give the 40 hex digits of the base commit (the targetSha of nixpkgs' PR workflow).`
    );
  return value.toLowerCase();
}
function readInputs(get, catalogue) {
  return {
    token: get("github-token").trim(),
    nixpkgsPath: get("nixpkgs-path").trim() || ".",
    baseSha: commitInput(get, "base-sha"),
    ...readRunOptions(get, catalogue),
    cache: booleanOption(get, "cache", true)
  };
}

// src/action/log.ts
var COMMAND_START = /^(\s*)(::|##\[)/;
function logLine(text) {
  return lineText(text).replace(COMMAND_START, (_all, space, start) => `${space}'${start}`);
}
var actionsLog = {
  group: (title, work) => group(logLine(title), work),
  info: (message) => info(logLine(message)),
  warning: (message) => warning(logLine(message))
};

// src/action/mentionRecordStore.ts
import { mkdir as mkdir2, readFile as readFile2, stat as stat2, writeFile as writeFile2 } from "node:fs/promises";
import path2 from "node:path";

// src/publish/issues/mentionRecord.ts
var KeptMentions = class _KeptMentions {
  entries = /* @__PURE__ */ new Map();
  dirty = false;
  get made() {
    return new Set(this.entries.keys());
  }
  add(eventKey, issue) {
    if (!isMentionKey(eventKey) || this.entries.has(eventKey)) return;
    this.entries.set(eventKey, { issue });
    this.dirty = true;
  }
  serialize() {
    const file = { version: 1, mentions: Object.fromEntries([...this.entries].sort()) };
    return `${JSON.stringify(file, null, 1)}
`;
  }
  /**
   * The record in `text`, or an empty one with the reason when it is not in the
   * record's shape: not JSON, or with an entry that is not a release
   * event and an issue number. A dropped record only risks a mention made twice
   * after the issue that carried it was deleted.
   */
  static parse(text) {
    const record = new _KeptMentions();
    if (text === void 0) return { record };
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      return { record, dropped: "it is not JSON" };
    }
    const mentions = typeof data === "object" && data !== null ? data.mentions : void 0;
    if (data?.version !== 1 || typeof mentions !== "object" || mentions === null)
      return { record, dropped: "it is not a version 1 record" };
    for (const [key, value] of Object.entries(mentions)) {
      const issue = typeof value === "object" && value !== null ? value.issue : void 0;
      if (!isMentionKey(key) || typeof issue !== "number" || !Number.isInteger(issue))
        return { record: new _KeptMentions(), dropped: "an entry is not a release event with its issue number" };
      record.entries.set(key, { issue });
    }
    return { record };
  }
};

// src/action/mentionRecordStore.ts
var KEY_PREFIX2 = "k3s-release-guard-mentions-v1-";
var MAX_RECORD_BYTES = 64 * 1024;
function actionsMentionRecordStore(file, run2, warn) {
  return {
    async load() {
      try {
        await (await actionsCacheService())?.restoreCache([file], KEY_PREFIX2);
      } catch (error2) {
        warn(
          `The record of team mentions could not be restored (${error2 instanceof Error ? error2.message : String(error2)}); mentions are still found in the issues themselves.`
        );
      }
      const size = await stat2(file).then(
        (s) => s.size,
        () => void 0
      );
      if (size === void 0) return new KeptMentions();
      if (size > MAX_RECORD_BYTES) {
        warn(`The restored record of team mentions is over ${MAX_RECORD_BYTES / 1024} KiB; it is not used.`);
        return new KeptMentions();
      }
      const { record, dropped } = KeptMentions.parse(await readFile2(file, "utf8").catch(() => void 0));
      if (dropped) warn(`The restored record of team mentions is not used: ${dropped}.`);
      return record;
    },
    async save(record) {
      if (!record.dirty) return void 0;
      if (!isTrustedEvent(run2.eventName))
        return `Team mentions made in this run are not kept in the run record: only ${TRUSTED_EVENTS.join(", ")} runs save it (the issues record them).`;
      await mkdir2(path2.dirname(file), { recursive: true });
      await writeFile2(file, record.serialize());
      try {
        await (await actionsCacheService())?.saveCache([file], `${KEY_PREFIX2}${run2.eventName}-${run2.runKey}`);
      } catch (error2) {
        warn(
          `The record of team mentions could not be saved (${error2 instanceof Error ? error2.message : String(error2)}); the issues still record them.`
        );
      }
      return `Team mentions made in this run are kept in ${file}.`;
    }
  };
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
        const path4 = process.env.GITHUB_EVENT_PATH;
        process.stdout.write(`GITHUB_EVENT_PATH ${path4} does not exist${EOL}`);
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
  const repository2 = env.GITHUB_REPOSITORY?.includes("/") ? env.GITHUB_REPOSITORY : void 0;
  const runId = context2.runId || void 0;
  return {
    eventName: context2.eventName || void 0,
    repository: repository2,
    baseRef: env.GITHUB_BASE_REF || pullRequestBase(),
    ref: context2.ref || void 0,
    sha: context2.sha || void 0,
    runUrl: repository2 && runId ? `${context2.serverUrl}/${repository2}/actions/runs/${runId}` : void 0,
    serverUrl: context2.serverUrl || void 0,
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
    throw new OptionError(
      "nixpkgs-path",
      `${root} is not a folder; give the path of the nixpkgs checkout, relative to the workspace (the path: of actions/checkout).`
    );
  }
  return root;
}
async function familiesOf(get, run2, env) {
  const file = get("families-file").trim();
  if (file === "") return builtInCatalogue();
  let tree;
  if (isPullRequestCheck(oneOf(get, "mode", MODES, "auto"), run2.eventName)) {
    const base = commitInput(get, "base-sha") ?? run2.baseRef;
    if (base === void 0)
      throw new OptionError(
        "families-file",
        `a pull request check reads ${file} from its base, and this run names none; give base-sha.`
      );
    const client = createGitHubClient({ token: get("github-token").trim(), baseUrl: env.GITHUB_API_URL });
    tree = remoteTree(client, repository(get, "nixpkgs-repository", "NixOS/nixpkgs"), base);
  } else tree = localTree(existingFolder(path3.resolve(run2.workspace, get("nixpkgs-path").trim() || ".")));
  try {
    return await catalogueWithFile(tree, file);
  } catch (error2) {
    if (error2 instanceof DeclarationError) throw new OptionError("families-file", `${error2.message}.`);
    throw error2;
  }
}
var ANNOTATIONS_PER_SEVERITY = 10;
function annotate(families, nixpkgsPath) {
  const counts = { error: 0, warning: 0, notice: 0 };
  for (const { finding, family } of families.flatMap(
    ({ blamed, family: family2 }) => blamed.map((finding2) => ({ finding: finding2, family: family2 }))
  )) {
    if (++counts[finding.severity] > ANNOTATIONS_PER_SEVERITY) continue;
    const properties = { title: `${family.name} ${finding.rule}` };
    if (finding.file) {
      properties.file = path3.posix.normalize(path3.posix.join(nixpkgsPath.split(path3.sep).join("/"), finding.file));
      if (finding.line) properties.startLine = finding.line;
    }
    const message = logLine(finding.message);
    if (finding.severity === "error") error(message, properties);
    else if (finding.severity === "warning") warning(message, properties);
    else notice(message, properties);
  }
  const left = Object.values(counts).reduce((sum, n) => sum + Math.max(n - ANNOTATIONS_PER_SEVERITY, 0), 0);
  if (left > 0)
    actionsLog.info(
      `${left} more finding(s) not annotated (GitHub shows ${ANNOTATIONS_PER_SEVERITY} of each kind); the job summary lists them.`
    );
}
function responseCacheStore(inputs, run2) {
  if (!inputs.cache || !run2.runnerTemp) return void 0;
  const file = path3.join(run2.runnerTemp, "k3s-release-guard", "http-cache.json");
  return actionsCacheStore(file, run2, (message) => actionsLog.warning(message));
}
function mentionRecordStore(run2) {
  if (!run2.runnerTemp) return void 0;
  const file = path3.join(run2.runnerTemp, "k3s-release-guard", "mentions.json");
  return actionsMentionRecordStore(file, run2, (message) => warning(message));
}
function issuePublisher(client, inputs, run2, record) {
  const [owner, repo] = run2.repository?.split("/") ?? [];
  if (owner && repo)
    return githubIssuePublisher(
      client,
      { owner, repo },
      {
        dryRun: inputs.dryRun,
        author: inputs.ownIssuesAuthor,
        createLabels: inputs.createLabels,
        // `ghs_` is GitHub's prefix of installation tokens (GITHUB_TOKEN, app tokens): they cannot tell their login.
        askTokenLogin: inputs.token !== "" && !inputs.token.startsWith("ghs_"),
        ...record ? { record } : {}
      }
    );
  return {
    dryRun: true,
    async publish(_desired, log) {
      log.warning("GITHUB_REPOSITORY is not set: no issue can be kept outside a workflow run.");
      return { results: [] };
    }
  };
}
async function run(env = process.env) {
  let stage = "inputs";
  let cacheStore;
  let cache;
  let recordStore;
  let record;
  try {
    const get = (name) => getInput(name);
    const runContext = readRunContext(env);
    const catalogue = await familiesOf(get, runContext, env);
    const inputs = readInputs(get, catalogue);
    if (inputs.token) setSecret(inputs.token);
    const checkoutRoot = existingFolder(path3.resolve(runContext.workspace, inputs.nixpkgsPath));
    stage = "audit";
    cacheStore = responseCacheStore(inputs, runContext);
    cache = await cacheStore?.load();
    const writesIssues = !inputs.dryRun && !isPullRequestCheck(inputs.mode, runContext.eventName);
    recordStore = writesIssues ? mentionRecordStore(runContext) : void 0;
    record = await recordStore?.load();
    const client = createGitHubClient({
      token: inputs.token,
      baseUrl: env.GITHUB_API_URL,
      log: (m) => actionsLog.info(m),
      cache,
      // Set by the end-to-end tests; the client ignores it unless the API is on loopback.
      writeSpacingMs: testWriteSpacing(env)
    });
    const result = await runGuard({
      options: inputs,
      checkout: localTree(checkoutRoot),
      sources: githubSources(
        client,
        inputs.nixpkgsRepository,
        { schedule: inputs.kubernetesSchedule, eol: inputs.kubernetesEol },
        // endoflife.date's answers are kept in the same cache as GitHub's.
        createEndOfLifeClient({ baseUrl: inputs.endoflifeUrl, cache, log: (m) => actionsLog.info(m) })
      ),
      context: { ...runContext, baseSha: inputs.baseSha },
      log: actionsLog,
      catalogue,
      publisher: issuePublisher(client, inputs, runContext, record),
      onStage: (next) => stage = next
    });
    const dashboard = result.families.find((f) => f.dashboardIssue !== void 0)?.dashboardIssue;
    if (dashboard !== void 0) setOutput("issue-number", String(dashboard));
    annotate(
      result.families.map(({ blamed, report }) => ({ blamed, family: report.family })),
      inputs.nixpkgsPath
    );
    for (const { report, backportLabels } of result.families)
      for (const needed of backportLabels ?? [])
        notice(
          logLine(
            `This pull request changes ${report.family.name} ${needed.minors.join(", ")}, which ${needed.branch} also packages: once merged, it will need the label "${needed.label}" for its backport.`
          ),
          { title: `${report.family.name} backport` }
        );
    const reports = result.families.map((f) => f.report);
    setOutput("findings", renderJson(result.report));
    setOutput("status", summarizeFindings(reports.flatMap((r) => r.audits[0].findings)).status);
    if (env.GITHUB_STEP_SUMMARY) await summary.addRaw(limitSummary(result.summary), true).write();
    if (result.failing.length > 0)
      setFailed(
        failureMessage(
          result.failing,
          inputs.failOn,
          reports.map((r) => r.family)
        )
      );
  } catch (error2) {
    const text = (error2 instanceof Error ? error2.message : String(error2)).trimEnd();
    const message = /\w$/.test(text) ? `${text}.` : text;
    const issues = {
      inputs: "",
      audit: " No issue was changed.",
      publish: " It failed while updating issues, some of which may have changed; the next run completes them.",
      report: ""
    }[stage];
    setFailed(logLine(message + issues));
  } finally {
    if (cacheStore && cache) actionsLog.info(`Request cache: ${await cacheStore.save(cache)}`);
    const kept = recordStore && record ? await recordStore.save(record) : void 0;
    if (kept) actionsLog.info(kept);
  }
}

// src/action/index.ts
await run();
//# sourceMappingURL=index.js.map
