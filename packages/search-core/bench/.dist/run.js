var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// ../../node_modules/.pnpm/easystarjs@0.4.4/node_modules/easystarjs/src/instance.js
var require_instance = __commonJS({
  "../../node_modules/.pnpm/easystarjs@0.4.4/node_modules/easystarjs/src/instance.js"(exports, module) {
    "use strict";
    module.exports = function() {
      this.pointsToAvoid = {};
      this.startX;
      this.callback;
      this.startY;
      this.endX;
      this.endY;
      this.nodeHash = {};
      this.openList;
    };
  }
});

// ../../node_modules/.pnpm/easystarjs@0.4.4/node_modules/easystarjs/src/node.js
var require_node = __commonJS({
  "../../node_modules/.pnpm/easystarjs@0.4.4/node_modules/easystarjs/src/node.js"(exports, module) {
    "use strict";
    module.exports = function(parent, x, y2, costSoFar, simpleDistanceToTarget) {
      this.parent = parent;
      this.x = x;
      this.y = y2;
      this.costSoFar = costSoFar;
      this.simpleDistanceToTarget = simpleDistanceToTarget;
      this.bestGuessDistance = function() {
        return this.costSoFar + this.simpleDistanceToTarget;
      };
    };
  }
});

// ../../node_modules/.pnpm/heap@0.2.6/node_modules/heap/lib/heap.js
var require_heap = __commonJS({
  "../../node_modules/.pnpm/heap@0.2.6/node_modules/heap/lib/heap.js"(exports, module) {
    "use strict";
    (function() {
      var Heap, defaultCmp, floor, heapify, heappop, heappush, heappushpop, heapreplace, insort, min, nlargest, nsmallest, updateItem, _siftdown, _siftup;
      floor = Math.floor, min = Math.min;
      defaultCmp = function(x, y2) {
        if (x < y2) {
          return -1;
        }
        if (x > y2) {
          return 1;
        }
        return 0;
      };
      insort = function(a, x, lo, hi, cmp) {
        var mid;
        if (lo == null) {
          lo = 0;
        }
        if (cmp == null) {
          cmp = defaultCmp;
        }
        if (lo < 0) {
          throw new Error("lo must be non-negative");
        }
        if (hi == null) {
          hi = a.length;
        }
        while (lo < hi) {
          mid = floor((lo + hi) / 2);
          if (cmp(x, a[mid]) < 0) {
            hi = mid;
          } else {
            lo = mid + 1;
          }
        }
        return [].splice.apply(a, [lo, lo - lo].concat(x)), x;
      };
      heappush = function(array, item, cmp) {
        if (cmp == null) {
          cmp = defaultCmp;
        }
        array.push(item);
        return _siftdown(array, 0, array.length - 1, cmp);
      };
      heappop = function(array, cmp) {
        var lastelt, returnitem;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        lastelt = array.pop();
        if (array.length) {
          returnitem = array[0];
          array[0] = lastelt;
          _siftup(array, 0, cmp);
        } else {
          returnitem = lastelt;
        }
        return returnitem;
      };
      heapreplace = function(array, item, cmp) {
        var returnitem;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        returnitem = array[0];
        array[0] = item;
        _siftup(array, 0, cmp);
        return returnitem;
      };
      heappushpop = function(array, item, cmp) {
        var _ref;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        if (array.length && cmp(array[0], item) < 0) {
          _ref = [array[0], item], item = _ref[0], array[0] = _ref[1];
          _siftup(array, 0, cmp);
        }
        return item;
      };
      heapify = function(array, cmp) {
        var i, _i, _j, _len, _ref, _ref1, _results, _results1;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        _ref1 = (function() {
          _results1 = [];
          for (var _j2 = 0, _ref2 = floor(array.length / 2); 0 <= _ref2 ? _j2 < _ref2 : _j2 > _ref2; 0 <= _ref2 ? _j2++ : _j2--) {
            _results1.push(_j2);
          }
          return _results1;
        }).apply(this).reverse();
        _results = [];
        for (_i = 0, _len = _ref1.length; _i < _len; _i++) {
          i = _ref1[_i];
          _results.push(_siftup(array, i, cmp));
        }
        return _results;
      };
      updateItem = function(array, item, cmp) {
        var pos;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        pos = array.indexOf(item);
        if (pos === -1) {
          return;
        }
        _siftdown(array, 0, pos, cmp);
        return _siftup(array, pos, cmp);
      };
      nlargest = function(array, n, cmp) {
        var elem, result, _i, _len, _ref;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        result = array.slice(0, n);
        if (!result.length) {
          return result;
        }
        heapify(result, cmp);
        _ref = array.slice(n);
        for (_i = 0, _len = _ref.length; _i < _len; _i++) {
          elem = _ref[_i];
          heappushpop(result, elem, cmp);
        }
        return result.sort(cmp).reverse();
      };
      nsmallest = function(array, n, cmp) {
        var elem, i, los, result, _i, _j, _len, _ref, _ref1, _results;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        if (n * 10 <= array.length) {
          result = array.slice(0, n).sort(cmp);
          if (!result.length) {
            return result;
          }
          los = result[result.length - 1];
          _ref = array.slice(n);
          for (_i = 0, _len = _ref.length; _i < _len; _i++) {
            elem = _ref[_i];
            if (cmp(elem, los) < 0) {
              insort(result, elem, 0, null, cmp);
              result.pop();
              los = result[result.length - 1];
            }
          }
          return result;
        }
        heapify(array, cmp);
        _results = [];
        for (i = _j = 0, _ref1 = min(n, array.length); 0 <= _ref1 ? _j < _ref1 : _j > _ref1; i = 0 <= _ref1 ? ++_j : --_j) {
          _results.push(heappop(array, cmp));
        }
        return _results;
      };
      _siftdown = function(array, startpos, pos, cmp) {
        var newitem, parent, parentpos;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        newitem = array[pos];
        while (pos > startpos) {
          parentpos = pos - 1 >> 1;
          parent = array[parentpos];
          if (cmp(newitem, parent) < 0) {
            array[pos] = parent;
            pos = parentpos;
            continue;
          }
          break;
        }
        return array[pos] = newitem;
      };
      _siftup = function(array, pos, cmp) {
        var childpos, endpos, newitem, rightpos, startpos;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        endpos = array.length;
        startpos = pos;
        newitem = array[pos];
        childpos = 2 * pos + 1;
        while (childpos < endpos) {
          rightpos = childpos + 1;
          if (rightpos < endpos && !(cmp(array[childpos], array[rightpos]) < 0)) {
            childpos = rightpos;
          }
          array[pos] = array[childpos];
          pos = childpos;
          childpos = 2 * pos + 1;
        }
        array[pos] = newitem;
        return _siftdown(array, startpos, pos, cmp);
      };
      Heap = (function() {
        Heap2.push = heappush;
        Heap2.pop = heappop;
        Heap2.replace = heapreplace;
        Heap2.pushpop = heappushpop;
        Heap2.heapify = heapify;
        Heap2.updateItem = updateItem;
        Heap2.nlargest = nlargest;
        Heap2.nsmallest = nsmallest;
        function Heap2(cmp) {
          this.cmp = cmp != null ? cmp : defaultCmp;
          this.nodes = [];
        }
        Heap2.prototype.push = function(x) {
          return heappush(this.nodes, x, this.cmp);
        };
        Heap2.prototype.pop = function() {
          return heappop(this.nodes, this.cmp);
        };
        Heap2.prototype.peek = function() {
          return this.nodes[0];
        };
        Heap2.prototype.contains = function(x) {
          return this.nodes.indexOf(x) !== -1;
        };
        Heap2.prototype.replace = function(x) {
          return heapreplace(this.nodes, x, this.cmp);
        };
        Heap2.prototype.pushpop = function(x) {
          return heappushpop(this.nodes, x, this.cmp);
        };
        Heap2.prototype.heapify = function() {
          return heapify(this.nodes, this.cmp);
        };
        Heap2.prototype.updateItem = function(x) {
          return updateItem(this.nodes, x, this.cmp);
        };
        Heap2.prototype.clear = function() {
          return this.nodes = [];
        };
        Heap2.prototype.empty = function() {
          return this.nodes.length === 0;
        };
        Heap2.prototype.size = function() {
          return this.nodes.length;
        };
        Heap2.prototype.clone = function() {
          var heap;
          heap = new Heap2();
          heap.nodes = this.nodes.slice(0);
          return heap;
        };
        Heap2.prototype.toArray = function() {
          return this.nodes.slice(0);
        };
        Heap2.prototype.insert = Heap2.prototype.push;
        Heap2.prototype.top = Heap2.prototype.peek;
        Heap2.prototype.front = Heap2.prototype.peek;
        Heap2.prototype.has = Heap2.prototype.contains;
        Heap2.prototype.copy = Heap2.prototype.clone;
        return Heap2;
      })();
      (function(root, factory) {
        if (typeof define === "function" && define.amd) {
          return define([], factory);
        } else if (typeof exports === "object") {
          return module.exports = factory();
        } else {
          return root.Heap = factory();
        }
      })(this, function() {
        return Heap;
      });
    }).call(exports);
  }
});

// ../../node_modules/.pnpm/heap@0.2.6/node_modules/heap/index.js
var require_heap2 = __commonJS({
  "../../node_modules/.pnpm/heap@0.2.6/node_modules/heap/index.js"(exports, module) {
    "use strict";
    module.exports = require_heap();
  }
});

// ../../node_modules/.pnpm/easystarjs@0.4.4/node_modules/easystarjs/src/easystar.js
var require_easystar = __commonJS({
  "../../node_modules/.pnpm/easystarjs@0.4.4/node_modules/easystarjs/src/easystar.js"(exports, module) {
    "use strict";
    var EasyStar2 = {};
    var Instance = require_instance();
    var Node2 = require_node();
    var Heap = require_heap2();
    var CLOSED_LIST = 0;
    var OPEN_LIST = 1;
    module.exports = EasyStar2;
    var nextInstanceId = 1;
    EasyStar2.js = function() {
      var STRAIGHT_COST = 1;
      var DIAGONAL_COST = 1.4;
      var syncEnabled = false;
      var pointsToAvoid = {};
      var collisionGrid;
      var costMap = {};
      var pointsToCost = {};
      var directionalConditions = {};
      var allowCornerCutting = true;
      var iterationsSoFar;
      var instances = {};
      var instanceQueue = [];
      var iterationsPerCalculation = Number.MAX_VALUE;
      var acceptableTiles;
      var diagonalsEnabled = false;
      this.setAcceptableTiles = function(tiles) {
        if (tiles instanceof Array) {
          acceptableTiles = tiles;
        } else if (!isNaN(parseFloat(tiles)) && isFinite(tiles)) {
          acceptableTiles = [tiles];
        }
      };
      this.enableSync = function() {
        syncEnabled = true;
      };
      this.disableSync = function() {
        syncEnabled = false;
      };
      this.enableDiagonals = function() {
        diagonalsEnabled = true;
      };
      this.disableDiagonals = function() {
        diagonalsEnabled = false;
      };
      this.setGrid = function(grid) {
        collisionGrid = grid;
        for (var y2 = 0; y2 < collisionGrid.length; y2++) {
          for (var x = 0; x < collisionGrid[0].length; x++) {
            if (!costMap[collisionGrid[y2][x]]) {
              costMap[collisionGrid[y2][x]] = 1;
            }
          }
        }
      };
      this.setTileCost = function(tileType, cost) {
        costMap[tileType] = cost;
      };
      this.setAdditionalPointCost = function(x, y2, cost) {
        if (pointsToCost[y2] === void 0) {
          pointsToCost[y2] = {};
        }
        pointsToCost[y2][x] = cost;
      };
      this.removeAdditionalPointCost = function(x, y2) {
        if (pointsToCost[y2] !== void 0) {
          delete pointsToCost[y2][x];
        }
      };
      this.removeAllAdditionalPointCosts = function() {
        pointsToCost = {};
      };
      this.setDirectionalCondition = function(x, y2, allowedDirections) {
        if (directionalConditions[y2] === void 0) {
          directionalConditions[y2] = {};
        }
        directionalConditions[y2][x] = allowedDirections;
      };
      this.removeAllDirectionalConditions = function() {
        directionalConditions = {};
      };
      this.setIterationsPerCalculation = function(iterations) {
        iterationsPerCalculation = iterations;
      };
      this.avoidAdditionalPoint = function(x, y2) {
        if (pointsToAvoid[y2] === void 0) {
          pointsToAvoid[y2] = {};
        }
        pointsToAvoid[y2][x] = 1;
      };
      this.stopAvoidingAdditionalPoint = function(x, y2) {
        if (pointsToAvoid[y2] !== void 0) {
          delete pointsToAvoid[y2][x];
        }
      };
      this.enableCornerCutting = function() {
        allowCornerCutting = true;
      };
      this.disableCornerCutting = function() {
        allowCornerCutting = false;
      };
      this.stopAvoidingAllAdditionalPoints = function() {
        pointsToAvoid = {};
      };
      this.findPath = function(startX, startY, endX, endY, callback) {
        var callbackWrapper = function(result) {
          if (syncEnabled) {
            callback(result);
          } else {
            setTimeout(function() {
              callback(result);
            });
          }
        };
        if (acceptableTiles === void 0) {
          throw new Error("You can't set a path without first calling setAcceptableTiles() on EasyStar.");
        }
        if (collisionGrid === void 0) {
          throw new Error("You can't set a path without first calling setGrid() on EasyStar.");
        }
        if (startX < 0 || startY < 0 || endX < 0 || endY < 0 || startX > collisionGrid[0].length - 1 || startY > collisionGrid.length - 1 || endX > collisionGrid[0].length - 1 || endY > collisionGrid.length - 1) {
          throw new Error("Your start or end point is outside the scope of your grid.");
        }
        if (startX === endX && startY === endY) {
          callbackWrapper([]);
          return;
        }
        var endTile = collisionGrid[endY][endX];
        var isAcceptable = false;
        for (var i = 0; i < acceptableTiles.length; i++) {
          if (endTile === acceptableTiles[i]) {
            isAcceptable = true;
            break;
          }
        }
        if (isAcceptable === false) {
          callbackWrapper(null);
          return;
        }
        var instance = new Instance();
        instance.openList = new Heap(function(nodeA, nodeB) {
          return nodeA.bestGuessDistance() - nodeB.bestGuessDistance();
        });
        instance.isDoneCalculating = false;
        instance.nodeHash = {};
        instance.startX = startX;
        instance.startY = startY;
        instance.endX = endX;
        instance.endY = endY;
        instance.callback = callbackWrapper;
        instance.openList.push(coordinateToNode(
          instance,
          instance.startX,
          instance.startY,
          null,
          STRAIGHT_COST
        ));
        var instanceId = nextInstanceId++;
        instances[instanceId] = instance;
        instanceQueue.push(instanceId);
        return instanceId;
      };
      this.cancelPath = function(instanceId) {
        if (instanceId in instances) {
          delete instances[instanceId];
          return true;
        }
        return false;
      };
      this.calculate = function() {
        if (instanceQueue.length === 0 || collisionGrid === void 0 || acceptableTiles === void 0) {
          return;
        }
        for (iterationsSoFar = 0; iterationsSoFar < iterationsPerCalculation; iterationsSoFar++) {
          if (instanceQueue.length === 0) {
            return;
          }
          if (syncEnabled) {
            iterationsSoFar = 0;
          }
          var instanceId = instanceQueue[0];
          var instance = instances[instanceId];
          if (typeof instance == "undefined") {
            instanceQueue.shift();
            continue;
          }
          if (instance.openList.size() === 0) {
            instance.callback(null);
            delete instances[instanceId];
            instanceQueue.shift();
            continue;
          }
          var searchNode = instance.openList.pop();
          if (instance.endX === searchNode.x && instance.endY === searchNode.y) {
            var path = [];
            path.push({ x: searchNode.x, y: searchNode.y });
            var parent = searchNode.parent;
            while (parent != null) {
              path.push({ x: parent.x, y: parent.y });
              parent = parent.parent;
            }
            path.reverse();
            var ip = path;
            instance.callback(ip);
            delete instances[instanceId];
            instanceQueue.shift();
            continue;
          }
          searchNode.list = CLOSED_LIST;
          if (searchNode.y > 0) {
            checkAdjacentNode(
              instance,
              searchNode,
              0,
              -1,
              STRAIGHT_COST * getTileCost(searchNode.x, searchNode.y - 1)
            );
          }
          if (searchNode.x < collisionGrid[0].length - 1) {
            checkAdjacentNode(
              instance,
              searchNode,
              1,
              0,
              STRAIGHT_COST * getTileCost(searchNode.x + 1, searchNode.y)
            );
          }
          if (searchNode.y < collisionGrid.length - 1) {
            checkAdjacentNode(
              instance,
              searchNode,
              0,
              1,
              STRAIGHT_COST * getTileCost(searchNode.x, searchNode.y + 1)
            );
          }
          if (searchNode.x > 0) {
            checkAdjacentNode(
              instance,
              searchNode,
              -1,
              0,
              STRAIGHT_COST * getTileCost(searchNode.x - 1, searchNode.y)
            );
          }
          if (diagonalsEnabled) {
            if (searchNode.x > 0 && searchNode.y > 0) {
              if (allowCornerCutting || isTileWalkable(collisionGrid, acceptableTiles, searchNode.x, searchNode.y - 1, searchNode) && isTileWalkable(collisionGrid, acceptableTiles, searchNode.x - 1, searchNode.y, searchNode)) {
                checkAdjacentNode(
                  instance,
                  searchNode,
                  -1,
                  -1,
                  DIAGONAL_COST * getTileCost(searchNode.x - 1, searchNode.y - 1)
                );
              }
            }
            if (searchNode.x < collisionGrid[0].length - 1 && searchNode.y < collisionGrid.length - 1) {
              if (allowCornerCutting || isTileWalkable(collisionGrid, acceptableTiles, searchNode.x, searchNode.y + 1, searchNode) && isTileWalkable(collisionGrid, acceptableTiles, searchNode.x + 1, searchNode.y, searchNode)) {
                checkAdjacentNode(
                  instance,
                  searchNode,
                  1,
                  1,
                  DIAGONAL_COST * getTileCost(searchNode.x + 1, searchNode.y + 1)
                );
              }
            }
            if (searchNode.x < collisionGrid[0].length - 1 && searchNode.y > 0) {
              if (allowCornerCutting || isTileWalkable(collisionGrid, acceptableTiles, searchNode.x, searchNode.y - 1, searchNode) && isTileWalkable(collisionGrid, acceptableTiles, searchNode.x + 1, searchNode.y, searchNode)) {
                checkAdjacentNode(
                  instance,
                  searchNode,
                  1,
                  -1,
                  DIAGONAL_COST * getTileCost(searchNode.x + 1, searchNode.y - 1)
                );
              }
            }
            if (searchNode.x > 0 && searchNode.y < collisionGrid.length - 1) {
              if (allowCornerCutting || isTileWalkable(collisionGrid, acceptableTiles, searchNode.x, searchNode.y + 1, searchNode) && isTileWalkable(collisionGrid, acceptableTiles, searchNode.x - 1, searchNode.y, searchNode)) {
                checkAdjacentNode(
                  instance,
                  searchNode,
                  -1,
                  1,
                  DIAGONAL_COST * getTileCost(searchNode.x - 1, searchNode.y + 1)
                );
              }
            }
          }
        }
      };
      var checkAdjacentNode = function(instance, searchNode, x, y2, cost) {
        var adjacentCoordinateX = searchNode.x + x;
        var adjacentCoordinateY = searchNode.y + y2;
        if ((pointsToAvoid[adjacentCoordinateY] === void 0 || pointsToAvoid[adjacentCoordinateY][adjacentCoordinateX] === void 0) && isTileWalkable(collisionGrid, acceptableTiles, adjacentCoordinateX, adjacentCoordinateY, searchNode)) {
          var node = coordinateToNode(
            instance,
            adjacentCoordinateX,
            adjacentCoordinateY,
            searchNode,
            cost
          );
          if (node.list === void 0) {
            node.list = OPEN_LIST;
            instance.openList.push(node);
          } else if (searchNode.costSoFar + cost < node.costSoFar) {
            node.costSoFar = searchNode.costSoFar + cost;
            node.parent = searchNode;
            instance.openList.updateItem(node);
          }
        }
      };
      var isTileWalkable = function(collisionGrid2, acceptableTiles2, x, y2, sourceNode) {
        var directionalCondition = directionalConditions[y2] && directionalConditions[y2][x];
        if (directionalCondition) {
          var direction = calculateDirection(sourceNode.x - x, sourceNode.y - y2);
          var directionIncluded = function() {
            for (var i2 = 0; i2 < directionalCondition.length; i2++) {
              if (directionalCondition[i2] === direction) return true;
            }
            return false;
          };
          if (!directionIncluded()) return false;
        }
        for (var i = 0; i < acceptableTiles2.length; i++) {
          if (collisionGrid2[y2][x] === acceptableTiles2[i]) {
            return true;
          }
        }
        return false;
      };
      var calculateDirection = function(diffX, diffY) {
        if (diffX === 0 && diffY === -1) return EasyStar2.TOP;
        else if (diffX === 1 && diffY === -1) return EasyStar2.TOP_RIGHT;
        else if (diffX === 1 && diffY === 0) return EasyStar2.RIGHT;
        else if (diffX === 1 && diffY === 1) return EasyStar2.BOTTOM_RIGHT;
        else if (diffX === 0 && diffY === 1) return EasyStar2.BOTTOM;
        else if (diffX === -1 && diffY === 1) return EasyStar2.BOTTOM_LEFT;
        else if (diffX === -1 && diffY === 0) return EasyStar2.LEFT;
        else if (diffX === -1 && diffY === -1) return EasyStar2.TOP_LEFT;
        throw new Error("These differences are not valid: " + diffX + ", " + diffY);
      };
      var getTileCost = function(x, y2) {
        return pointsToCost[y2] && pointsToCost[y2][x] || costMap[collisionGrid[y2][x]];
      };
      var coordinateToNode = function(instance, x, y2, parent, cost) {
        if (instance.nodeHash[y2] !== void 0) {
          if (instance.nodeHash[y2][x] !== void 0) {
            return instance.nodeHash[y2][x];
          }
        } else {
          instance.nodeHash[y2] = {};
        }
        var simpleDistanceToTarget = getDistance(x, y2, instance.endX, instance.endY);
        if (parent !== null) {
          var costSoFar = parent.costSoFar + cost;
        } else {
          costSoFar = 0;
        }
        var node = new Node2(parent, x, y2, costSoFar, simpleDistanceToTarget);
        instance.nodeHash[y2][x] = node;
        return node;
      };
      var getDistance = function(x1, y1, x2, y2) {
        if (diagonalsEnabled) {
          var dx = Math.abs(x1 - x2);
          var dy = Math.abs(y1 - y2);
          if (dx < dy) {
            return DIAGONAL_COST * dx + dy;
          } else {
            return DIAGONAL_COST * dy + dx;
          }
        } else {
          var dx = Math.abs(x1 - x2);
          var dy = Math.abs(y1 - y2);
          return dx + dy;
        }
      };
    };
    EasyStar2.TOP = "TOP";
    EasyStar2.TOP_RIGHT = "TOP_RIGHT";
    EasyStar2.RIGHT = "RIGHT";
    EasyStar2.BOTTOM_RIGHT = "BOTTOM_RIGHT";
    EasyStar2.BOTTOM = "BOTTOM";
    EasyStar2.BOTTOM_LEFT = "BOTTOM_LEFT";
    EasyStar2.LEFT = "LEFT";
    EasyStar2.TOP_LEFT = "TOP_LEFT";
  }
});

// ../../node_modules/.pnpm/graphology-utils@2.5.2_graphology-types@0.24.8/node_modules/graphology-utils/is-graph.js
var require_is_graph = __commonJS({
  "../../node_modules/.pnpm/graphology-utils@2.5.2_graphology-types@0.24.8/node_modules/graphology-utils/is-graph.js"(exports, module) {
    "use strict";
    module.exports = function isGraph(value) {
      return value !== null && typeof value === "object" && typeof value.addUndirectedEdgeWithKey === "function" && typeof value.dropNode === "function" && typeof value.multi === "boolean";
    };
  }
});

// ../../node_modules/.pnpm/obliterator@2.0.5/node_modules/obliterator/iterator.js
var require_iterator = __commonJS({
  "../../node_modules/.pnpm/obliterator@2.0.5/node_modules/obliterator/iterator.js"(exports, module) {
    "use strict";
    function Iterator(next) {
      if (typeof next !== "function")
        throw new Error("obliterator/iterator: expecting a function!");
      this.next = next;
    }
    if (typeof Symbol !== "undefined")
      Iterator.prototype[Symbol.iterator] = function() {
        return this;
      };
    Iterator.of = function() {
      var args = arguments, l = args.length, i = 0;
      return new Iterator(function() {
        if (i >= l) return { done: true };
        return { done: false, value: args[i++] };
      });
    };
    Iterator.empty = function() {
      var iterator = new Iterator(function() {
        return { done: true };
      });
      return iterator;
    };
    Iterator.fromSequence = function(sequence) {
      var i = 0, l = sequence.length;
      return new Iterator(function() {
        if (i >= l) return { done: true };
        return { done: false, value: sequence[i++] };
      });
    };
    Iterator.is = function(value) {
      if (value instanceof Iterator) return true;
      return typeof value === "object" && value !== null && typeof value.next === "function";
    };
    module.exports = Iterator;
  }
});

// ../../node_modules/.pnpm/obliterator@2.0.5/node_modules/obliterator/support.js
var require_support = __commonJS({
  "../../node_modules/.pnpm/obliterator@2.0.5/node_modules/obliterator/support.js"(exports) {
    "use strict";
    exports.ARRAY_BUFFER_SUPPORT = typeof ArrayBuffer !== "undefined";
    exports.SYMBOL_SUPPORT = typeof Symbol !== "undefined";
  }
});

// ../../node_modules/.pnpm/obliterator@2.0.5/node_modules/obliterator/foreach.js
var require_foreach = __commonJS({
  "../../node_modules/.pnpm/obliterator@2.0.5/node_modules/obliterator/foreach.js"(exports, module) {
    "use strict";
    var support = require_support();
    var ARRAY_BUFFER_SUPPORT = support.ARRAY_BUFFER_SUPPORT;
    var SYMBOL_SUPPORT = support.SYMBOL_SUPPORT;
    module.exports = function forEach(iterable, callback) {
      var iterator, k, i, l, s;
      if (!iterable) throw new Error("obliterator/forEach: invalid iterable.");
      if (typeof callback !== "function")
        throw new Error("obliterator/forEach: expecting a callback.");
      if (Array.isArray(iterable) || ARRAY_BUFFER_SUPPORT && ArrayBuffer.isView(iterable) || typeof iterable === "string" || iterable.toString() === "[object Arguments]") {
        for (i = 0, l = iterable.length; i < l; i++) callback(iterable[i], i);
        return;
      }
      if (typeof iterable.forEach === "function") {
        iterable.forEach(callback);
        return;
      }
      if (SYMBOL_SUPPORT && Symbol.iterator in iterable && typeof iterable.next !== "function") {
        iterable = iterable[Symbol.iterator]();
      }
      if (typeof iterable.next === "function") {
        iterator = iterable;
        i = 0;
        while (s = iterator.next(), s.done !== true) {
          callback(s.value, i);
          i++;
        }
        return;
      }
      for (k in iterable) {
        if (iterable.hasOwnProperty(k)) {
          callback(iterable[k], k);
        }
      }
      return;
    };
  }
});

// ../../node_modules/.pnpm/mnemonist@0.39.8/node_modules/mnemonist/queue.js
var require_queue = __commonJS({
  "../../node_modules/.pnpm/mnemonist@0.39.8/node_modules/mnemonist/queue.js"(exports, module) {
    "use strict";
    var Iterator = require_iterator();
    var forEach = require_foreach();
    function Queue() {
      this.clear();
    }
    Queue.prototype.clear = function() {
      this.items = [];
      this.offset = 0;
      this.size = 0;
    };
    Queue.prototype.enqueue = function(item) {
      this.items.push(item);
      return ++this.size;
    };
    Queue.prototype.dequeue = function() {
      if (!this.size)
        return;
      var item = this.items[this.offset];
      if (++this.offset * 2 >= this.items.length) {
        this.items = this.items.slice(this.offset);
        this.offset = 0;
      }
      this.size--;
      return item;
    };
    Queue.prototype.peek = function() {
      if (!this.size)
        return;
      return this.items[this.offset];
    };
    Queue.prototype.forEach = function(callback, scope) {
      scope = arguments.length > 1 ? scope : this;
      for (var i = this.offset, j2 = 0, l = this.items.length; i < l; i++, j2++)
        callback.call(scope, this.items[i], j2, this);
    };
    Queue.prototype.toArray = function() {
      return this.items.slice(this.offset);
    };
    Queue.prototype.values = function() {
      var items = this.items, i = this.offset;
      return new Iterator(function() {
        if (i >= items.length)
          return {
            done: true
          };
        var value = items[i];
        i++;
        return {
          value,
          done: false
        };
      });
    };
    Queue.prototype.entries = function() {
      var items = this.items, i = this.offset, j2 = 0;
      return new Iterator(function() {
        if (i >= items.length)
          return {
            done: true
          };
        var value = items[i];
        i++;
        return {
          value: [j2++, value],
          done: false
        };
      });
    };
    if (typeof Symbol !== "undefined")
      Queue.prototype[Symbol.iterator] = Queue.prototype.values;
    Queue.prototype.toString = function() {
      return this.toArray().join(",");
    };
    Queue.prototype.toJSON = function() {
      return this.toArray();
    };
    Queue.prototype.inspect = function() {
      var array = this.toArray();
      Object.defineProperty(array, "constructor", {
        value: Queue,
        enumerable: false
      });
      return array;
    };
    if (typeof Symbol !== "undefined")
      Queue.prototype[/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")] = Queue.prototype.inspect;
    Queue.from = function(iterable) {
      var queue = new Queue();
      forEach(iterable, function(value) {
        queue.enqueue(value);
      });
      return queue;
    };
    Queue.of = function() {
      return Queue.from(arguments);
    };
    module.exports = Queue;
  }
});

// ../../node_modules/.pnpm/@yomguithereal+helpers@1.1.1/node_modules/@yomguithereal/helpers/extend.js
var require_extend = __commonJS({
  "../../node_modules/.pnpm/@yomguithereal+helpers@1.1.1/node_modules/@yomguithereal/helpers/extend.js"(exports, module) {
    "use strict";
    module.exports = function extend(array, values) {
      var l2 = values.length;
      if (l2 === 0)
        return;
      var l1 = array.length;
      array.length += l2;
      for (var i = 0; i < l2; i++)
        array[l1 + i] = values[i];
    };
  }
});

// ../../node_modules/.pnpm/graphology-shortest-path@2.1.0_graphology-types@0.24.8/node_modules/graphology-shortest-path/unweighted.js
var require_unweighted = __commonJS({
  "../../node_modules/.pnpm/graphology-shortest-path@2.1.0_graphology-types@0.24.8/node_modules/graphology-shortest-path/unweighted.js"(exports) {
    "use strict";
    var isGraph = require_is_graph();
    var Queue = require_queue();
    var extend = require_extend();
    function bidirectional(graph, source, target) {
      if (!isGraph(graph))
        throw new Error("graphology-shortest-path: invalid graphology instance.");
      if (arguments.length < 3)
        throw new Error(
          "graphology-shortest-path: invalid number of arguments. Expecting at least 3."
        );
      if (!graph.hasNode(source))
        throw new Error(
          'graphology-shortest-path: the "' + source + '" source node does not exist in the given graph.'
        );
      if (!graph.hasNode(target))
        throw new Error(
          'graphology-shortest-path: the "' + target + '" target node does not exist in the given graph.'
        );
      source = "" + source;
      target = "" + target;
      if (source === target) {
        return [source];
      }
      var getPredecessors = graph.inboundNeighbors.bind(graph), getSuccessors = graph.outboundNeighbors.bind(graph);
      var predecessor = {}, successor = {};
      predecessor[source] = null;
      successor[target] = null;
      var forwardFringe = [source], reverseFringe = [target], currentFringe, node, neighbors, neighbor, i, j2, l, m;
      var found = false;
      outer: while (forwardFringe.length && reverseFringe.length) {
        if (forwardFringe.length <= reverseFringe.length) {
          currentFringe = forwardFringe;
          forwardFringe = [];
          for (i = 0, l = currentFringe.length; i < l; i++) {
            node = currentFringe[i];
            neighbors = getSuccessors(node);
            for (j2 = 0, m = neighbors.length; j2 < m; j2++) {
              neighbor = neighbors[j2];
              if (!(neighbor in predecessor)) {
                forwardFringe.push(neighbor);
                predecessor[neighbor] = node;
              }
              if (neighbor in successor) {
                found = true;
                break outer;
              }
            }
          }
        } else {
          currentFringe = reverseFringe;
          reverseFringe = [];
          for (i = 0, l = currentFringe.length; i < l; i++) {
            node = currentFringe[i];
            neighbors = getPredecessors(node);
            for (j2 = 0, m = neighbors.length; j2 < m; j2++) {
              neighbor = neighbors[j2];
              if (!(neighbor in successor)) {
                reverseFringe.push(neighbor);
                successor[neighbor] = node;
              }
              if (neighbor in predecessor) {
                found = true;
                break outer;
              }
            }
          }
        }
      }
      if (!found) return null;
      var path = [];
      while (neighbor) {
        path.unshift(neighbor);
        neighbor = predecessor[neighbor];
      }
      neighbor = successor[path[path.length - 1]];
      while (neighbor) {
        path.push(neighbor);
        neighbor = successor[neighbor];
      }
      return path.length ? path : null;
    }
    function singleSource(graph, source) {
      if (!isGraph(graph))
        throw new Error("graphology-shortest-path: invalid graphology instance.");
      if (arguments.length < 2)
        throw new Error(
          "graphology-shortest-path: invalid number of arguments. Expecting at least 2."
        );
      if (!graph.hasNode(source))
        throw new Error(
          'graphology-shortest-path: the "' + source + '" source node does not exist in the given graph.'
        );
      source = "" + source;
      var nextLevel = {}, paths = {}, currentLevel, neighbors, v, w, i, l;
      nextLevel[source] = true;
      paths[source] = [source];
      while (Object.keys(nextLevel).length) {
        currentLevel = nextLevel;
        nextLevel = {};
        for (v in currentLevel) {
          neighbors = graph.outboundNeighbors(v);
          for (i = 0, l = neighbors.length; i < l; i++) {
            w = neighbors[i];
            if (!paths[w]) {
              paths[w] = paths[v].concat(w);
              nextLevel[w] = true;
            }
          }
        }
      }
      return paths;
    }
    function asbtractSingleSourceLength(method, graph, source) {
      if (!isGraph(graph))
        throw new Error("graphology-shortest-path: invalid graphology instance.");
      if (!graph.hasNode(source))
        throw new Error(
          'graphology-shortest-path: the "' + source + '" source node does not exist in the given graph.'
        );
      source = "" + source;
      var seen = /* @__PURE__ */ new Set();
      var lengths = {}, level = 0;
      lengths[source] = 0;
      var currentLevel = [source];
      var i, l, node;
      while (currentLevel.length !== 0) {
        var nextLevel = [];
        for (i = 0, l = currentLevel.length; i < l; i++) {
          node = currentLevel[i];
          if (seen.has(node)) continue;
          seen.add(node);
          extend(nextLevel, graph[method](node));
          lengths[node] = level;
        }
        level++;
        currentLevel = nextLevel;
      }
      return lengths;
    }
    var singleSourceLength = asbtractSingleSourceLength.bind(
      null,
      "outboundNeighbors"
    );
    var undirectedSingleSourceLength = asbtractSingleSourceLength.bind(
      null,
      "neighbors"
    );
    function brandes(graph, source) {
      source = "" + source;
      var S = [], P = {}, sigma = {};
      var nodes = graph.nodes(), Dv, sigmav, neighbors, v, w, i, j2, l, m;
      for (i = 0, l = nodes.length; i < l; i++) {
        v = nodes[i];
        P[v] = [];
        sigma[v] = 0;
      }
      var D = {};
      sigma[source] = 1;
      D[source] = 0;
      var queue = Queue.of(source);
      while (queue.size) {
        v = queue.dequeue();
        S.push(v);
        Dv = D[v];
        sigmav = sigma[v];
        neighbors = graph.outboundNeighbors(v);
        for (j2 = 0, m = neighbors.length; j2 < m; j2++) {
          w = neighbors[j2];
          if (!(w in D)) {
            queue.enqueue(w);
            D[w] = Dv + 1;
          }
          if (D[w] === Dv + 1) {
            sigma[w] += sigmav;
            P[w].push(v);
          }
        }
      }
      return [S, P, sigma];
    }
    exports.bidirectional = bidirectional;
    exports.singleSource = singleSource;
    exports.singleSourceLength = singleSourceLength;
    exports.undirectedSingleSourceLength = undirectedSingleSourceLength;
    exports.brandes = brandes;
  }
});

// ../../node_modules/.pnpm/graphology-shortest-path@2.1.0_graphology-types@0.24.8/node_modules/graphology-shortest-path/utils.js
var require_utils = __commonJS({
  "../../node_modules/.pnpm/graphology-shortest-path@2.1.0_graphology-types@0.24.8/node_modules/graphology-shortest-path/utils.js"(exports) {
    "use strict";
    var returnTrue = function() {
      return true;
    };
    exports.edgePathFromNodePath = function(graph, nodePath) {
      var l = nodePath.length;
      var i, source, target, edge;
      if (l < 2) {
        source = nodePath[0];
        edge = graph.multi ? graph.findEdge(source, source, returnTrue) : graph.edge(source, source);
        if (edge) return [edge];
        return [];
      }
      l--;
      var edgePath = new Array(l);
      for (i = 0; i < l; i++) {
        source = nodePath[i];
        target = nodePath[i + 1];
        edge = graph.multi ? graph.findOutboundEdge(source, target, returnTrue) : graph.edge(source, target);
        if (edge === void 0)
          throw new Error(
            "graphology-shortest-path: given path is impossible in given graph."
          );
        edgePath[i] = edge;
      }
      return edgePath;
    };
  }
});

// ../../node_modules/.pnpm/graphology-utils@2.5.2_graphology-types@0.24.8/node_modules/graphology-utils/getters.js
var require_getters = __commonJS({
  "../../node_modules/.pnpm/graphology-utils@2.5.2_graphology-types@0.24.8/node_modules/graphology-utils/getters.js"(exports) {
    "use strict";
    function coerceWeight(value) {
      if (typeof value !== "number" || isNaN(value)) return 1;
      return value;
    }
    function createNodeValueGetter(nameOrFunction, defaultValue) {
      var getter = {};
      var coerceToDefault = function(v) {
        if (typeof v === "undefined") return defaultValue;
        return v;
      };
      if (typeof defaultValue === "function") coerceToDefault = defaultValue;
      var get = function(attributes) {
        return coerceToDefault(attributes[nameOrFunction]);
      };
      var returnDefault = function() {
        return coerceToDefault(void 0);
      };
      if (typeof nameOrFunction === "string") {
        getter.fromAttributes = get;
        getter.fromGraph = function(graph, node) {
          return get(graph.getNodeAttributes(node));
        };
        getter.fromEntry = function(node, attributes) {
          return get(attributes);
        };
      } else if (typeof nameOrFunction === "function") {
        getter.fromAttributes = function() {
          throw new Error(
            "graphology-utils/getters/createNodeValueGetter: irrelevant usage."
          );
        };
        getter.fromGraph = function(graph, node) {
          return coerceToDefault(
            nameOrFunction(node, graph.getNodeAttributes(node))
          );
        };
        getter.fromEntry = function(node, attributes) {
          return coerceToDefault(nameOrFunction(node, attributes));
        };
      } else {
        getter.fromAttributes = returnDefault;
        getter.fromGraph = returnDefault;
        getter.fromEntry = returnDefault;
      }
      return getter;
    }
    function createEdgeValueGetter(nameOrFunction, defaultValue) {
      var getter = {};
      var coerceToDefault = function(v) {
        if (typeof v === "undefined") return defaultValue;
        return v;
      };
      if (typeof defaultValue === "function") coerceToDefault = defaultValue;
      var get = function(attributes) {
        return coerceToDefault(attributes[nameOrFunction]);
      };
      var returnDefault = function() {
        return coerceToDefault(void 0);
      };
      if (typeof nameOrFunction === "string") {
        getter.fromAttributes = get;
        getter.fromGraph = function(graph, edge) {
          return get(graph.getEdgeAttributes(edge));
        };
        getter.fromEntry = function(edge, attributes) {
          return get(attributes);
        };
        getter.fromPartialEntry = getter.fromEntry;
        getter.fromMinimalEntry = getter.fromEntry;
      } else if (typeof nameOrFunction === "function") {
        getter.fromAttributes = function() {
          throw new Error(
            "graphology-utils/getters/createEdgeValueGetter: irrelevant usage."
          );
        };
        getter.fromGraph = function(graph, edge) {
          var extremities = graph.extremities(edge);
          return coerceToDefault(
            nameOrFunction(
              edge,
              graph.getEdgeAttributes(edge),
              extremities[0],
              extremities[1],
              graph.getNodeAttributes(extremities[0]),
              graph.getNodeAttributes(extremities[1]),
              graph.isUndirected(edge)
            )
          );
        };
        getter.fromEntry = function(e, a, s, t, sa, ta, u2) {
          return coerceToDefault(nameOrFunction(e, a, s, t, sa, ta, u2));
        };
        getter.fromPartialEntry = function(e, a, s, t) {
          return coerceToDefault(nameOrFunction(e, a, s, t));
        };
        getter.fromMinimalEntry = function(e, a) {
          return coerceToDefault(nameOrFunction(e, a));
        };
      } else {
        getter.fromAttributes = returnDefault;
        getter.fromGraph = returnDefault;
        getter.fromEntry = returnDefault;
        getter.fromMinimalEntry = returnDefault;
      }
      return getter;
    }
    exports.createNodeValueGetter = createNodeValueGetter;
    exports.createEdgeValueGetter = createEdgeValueGetter;
    exports.createEdgeWeightGetter = function(name) {
      return createEdgeValueGetter(name, coerceWeight);
    };
  }
});

// ../../node_modules/.pnpm/mnemonist@0.39.8/node_modules/mnemonist/utils/comparators.js
var require_comparators = __commonJS({
  "../../node_modules/.pnpm/mnemonist@0.39.8/node_modules/mnemonist/utils/comparators.js"(exports) {
    "use strict";
    var DEFAULT_COMPARATOR = function(a, b) {
      if (a < b)
        return -1;
      if (a > b)
        return 1;
      return 0;
    };
    var DEFAULT_REVERSE_COMPARATOR = function(a, b) {
      if (a < b)
        return 1;
      if (a > b)
        return -1;
      return 0;
    };
    function reverseComparator(comparator) {
      return function(a, b) {
        return comparator(b, a);
      };
    }
    function createTupleComparator(size) {
      if (size === 2) {
        return function(a, b) {
          if (a[0] < b[0])
            return -1;
          if (a[0] > b[0])
            return 1;
          if (a[1] < b[1])
            return -1;
          if (a[1] > b[1])
            return 1;
          return 0;
        };
      }
      return function(a, b) {
        var i = 0;
        while (i < size) {
          if (a[i] < b[i])
            return -1;
          if (a[i] > b[i])
            return 1;
          i++;
        }
        return 0;
      };
    }
    exports.DEFAULT_COMPARATOR = DEFAULT_COMPARATOR;
    exports.DEFAULT_REVERSE_COMPARATOR = DEFAULT_REVERSE_COMPARATOR;
    exports.reverseComparator = reverseComparator;
    exports.createTupleComparator = createTupleComparator;
  }
});

// ../../node_modules/.pnpm/mnemonist@0.39.8/node_modules/mnemonist/utils/typed-arrays.js
var require_typed_arrays = __commonJS({
  "../../node_modules/.pnpm/mnemonist@0.39.8/node_modules/mnemonist/utils/typed-arrays.js"(exports) {
    "use strict";
    var MAX_8BIT_INTEGER = Math.pow(2, 8) - 1;
    var MAX_16BIT_INTEGER = Math.pow(2, 16) - 1;
    var MAX_32BIT_INTEGER = Math.pow(2, 32) - 1;
    var MAX_SIGNED_8BIT_INTEGER = Math.pow(2, 7) - 1;
    var MAX_SIGNED_16BIT_INTEGER = Math.pow(2, 15) - 1;
    var MAX_SIGNED_32BIT_INTEGER = Math.pow(2, 31) - 1;
    exports.getPointerArray = function(size) {
      var maxIndex = size - 1;
      if (maxIndex <= MAX_8BIT_INTEGER)
        return Uint8Array;
      if (maxIndex <= MAX_16BIT_INTEGER)
        return Uint16Array;
      if (maxIndex <= MAX_32BIT_INTEGER)
        return Uint32Array;
      throw new Error("mnemonist: Pointer Array of size > 4294967295 is not supported.");
    };
    exports.getSignedPointerArray = function(size) {
      var maxIndex = size - 1;
      if (maxIndex <= MAX_SIGNED_8BIT_INTEGER)
        return Int8Array;
      if (maxIndex <= MAX_SIGNED_16BIT_INTEGER)
        return Int16Array;
      if (maxIndex <= MAX_SIGNED_32BIT_INTEGER)
        return Int32Array;
      return Float64Array;
    };
    exports.getNumberType = function(value) {
      if (value === (value | 0)) {
        if (Math.sign(value) === -1) {
          if (value <= 127 && value >= -128)
            return Int8Array;
          if (value <= 32767 && value >= -32768)
            return Int16Array;
          return Int32Array;
        } else {
          if (value <= 255)
            return Uint8Array;
          if (value <= 65535)
            return Uint16Array;
          return Uint32Array;
        }
      }
      return Float64Array;
    };
    var TYPE_PRIORITY = {
      Uint8Array: 1,
      Int8Array: 2,
      Uint16Array: 3,
      Int16Array: 4,
      Uint32Array: 5,
      Int32Array: 6,
      Float32Array: 7,
      Float64Array: 8
    };
    exports.getMinimalRepresentation = function(array, getter) {
      var maxType = null, maxPriority = 0, p, t, v, i, l;
      for (i = 0, l = array.length; i < l; i++) {
        v = getter ? getter(array[i]) : array[i];
        t = exports.getNumberType(v);
        p = TYPE_PRIORITY[t.name];
        if (p > maxPriority) {
          maxPriority = p;
          maxType = t;
        }
      }
      return maxType;
    };
    exports.isTypedArray = function(value) {
      return typeof ArrayBuffer !== "undefined" && ArrayBuffer.isView(value);
    };
    exports.concat = function() {
      var length = 0, i, o, l;
      for (i = 0, l = arguments.length; i < l; i++)
        length += arguments[i].length;
      var array = new arguments[0].constructor(length);
      for (i = 0, o = 0; i < l; i++) {
        array.set(arguments[i], o);
        o += arguments[i].length;
      }
      return array;
    };
    exports.indices = function(length) {
      var PointerArray = exports.getPointerArray(length);
      var array = new PointerArray(length);
      for (var i = 0; i < length; i++)
        array[i] = i;
      return array;
    };
  }
});

// ../../node_modules/.pnpm/mnemonist@0.39.8/node_modules/mnemonist/utils/iterables.js
var require_iterables = __commonJS({
  "../../node_modules/.pnpm/mnemonist@0.39.8/node_modules/mnemonist/utils/iterables.js"(exports) {
    "use strict";
    var forEach = require_foreach();
    var typed = require_typed_arrays();
    function isArrayLike(target) {
      return Array.isArray(target) || typed.isTypedArray(target);
    }
    function guessLength(target) {
      if (typeof target.length === "number")
        return target.length;
      if (typeof target.size === "number")
        return target.size;
      return;
    }
    function toArray(target) {
      var l = guessLength(target);
      var array = typeof l === "number" ? new Array(l) : [];
      var i = 0;
      forEach(target, function(value) {
        array[i++] = value;
      });
      return array;
    }
    function toArrayWithIndices(target) {
      var l = guessLength(target);
      var IndexArray = typeof l === "number" ? typed.getPointerArray(l) : Array;
      var array = typeof l === "number" ? new Array(l) : [];
      var indices = typeof l === "number" ? new IndexArray(l) : [];
      var i = 0;
      forEach(target, function(value) {
        array[i] = value;
        indices[i] = i++;
      });
      return [array, indices];
    }
    exports.isArrayLike = isArrayLike;
    exports.guessLength = guessLength;
    exports.toArray = toArray;
    exports.toArrayWithIndices = toArrayWithIndices;
  }
});

// ../../node_modules/.pnpm/mnemonist@0.39.8/node_modules/mnemonist/heap.js
var require_heap3 = __commonJS({
  "../../node_modules/.pnpm/mnemonist@0.39.8/node_modules/mnemonist/heap.js"(exports, module) {
    "use strict";
    var forEach = require_foreach();
    var comparators = require_comparators();
    var iterables = require_iterables();
    var DEFAULT_COMPARATOR = comparators.DEFAULT_COMPARATOR;
    var reverseComparator = comparators.reverseComparator;
    function siftDown(compare, heap, startIndex, i) {
      var item = heap[i], parentIndex, parent;
      while (i > startIndex) {
        parentIndex = i - 1 >> 1;
        parent = heap[parentIndex];
        if (compare(item, parent) < 0) {
          heap[i] = parent;
          i = parentIndex;
          continue;
        }
        break;
      }
      heap[i] = item;
    }
    function siftUp(compare, heap, i) {
      var endIndex = heap.length, startIndex = i, item = heap[i], childIndex = 2 * i + 1, rightIndex;
      while (childIndex < endIndex) {
        rightIndex = childIndex + 1;
        if (rightIndex < endIndex && compare(heap[childIndex], heap[rightIndex]) >= 0) {
          childIndex = rightIndex;
        }
        heap[i] = heap[childIndex];
        i = childIndex;
        childIndex = 2 * i + 1;
      }
      heap[i] = item;
      siftDown(compare, heap, startIndex, i);
    }
    function push(compare, heap, item) {
      heap.push(item);
      siftDown(compare, heap, 0, heap.length - 1);
    }
    function pop(compare, heap) {
      var lastItem = heap.pop();
      if (heap.length !== 0) {
        var item = heap[0];
        heap[0] = lastItem;
        siftUp(compare, heap, 0);
        return item;
      }
      return lastItem;
    }
    function replace(compare, heap, item) {
      if (heap.length === 0)
        throw new Error("mnemonist/heap.replace: cannot pop an empty heap.");
      var popped = heap[0];
      heap[0] = item;
      siftUp(compare, heap, 0);
      return popped;
    }
    function pushpop(compare, heap, item) {
      var tmp;
      if (heap.length !== 0 && compare(heap[0], item) < 0) {
        tmp = heap[0];
        heap[0] = item;
        item = tmp;
        siftUp(compare, heap, 0);
      }
      return item;
    }
    function heapify(compare, array) {
      var n = array.length, l = n >> 1, i = l;
      while (--i >= 0)
        siftUp(compare, array, i);
    }
    function consume(compare, heap) {
      var l = heap.length, i = 0;
      var array = new Array(l);
      while (i < l)
        array[i++] = pop(compare, heap);
      return array;
    }
    function nsmallest(compare, n, iterable) {
      if (arguments.length === 2) {
        iterable = n;
        n = compare;
        compare = DEFAULT_COMPARATOR;
      }
      var reverseCompare = reverseComparator(compare);
      var i, l, v;
      var min = Infinity;
      var result;
      if (n === 1) {
        if (iterables.isArrayLike(iterable)) {
          for (i = 0, l = iterable.length; i < l; i++) {
            v = iterable[i];
            if (min === Infinity || compare(v, min) < 0)
              min = v;
          }
          result = new iterable.constructor(1);
          result[0] = min;
          return result;
        }
        forEach(iterable, function(value) {
          if (min === Infinity || compare(value, min) < 0)
            min = value;
        });
        return [min];
      }
      if (iterables.isArrayLike(iterable)) {
        if (n >= iterable.length)
          return iterable.slice().sort(compare);
        result = iterable.slice(0, n);
        heapify(reverseCompare, result);
        for (i = n, l = iterable.length; i < l; i++)
          if (reverseCompare(iterable[i], result[0]) > 0)
            replace(reverseCompare, result, iterable[i]);
        return result.sort(compare);
      }
      var size = iterables.guessLength(iterable);
      if (size !== null && size < n)
        n = size;
      result = new Array(n);
      i = 0;
      forEach(iterable, function(value) {
        if (i < n) {
          result[i] = value;
        } else {
          if (i === n)
            heapify(reverseCompare, result);
          if (reverseCompare(value, result[0]) > 0)
            replace(reverseCompare, result, value);
        }
        i++;
      });
      if (result.length > i)
        result.length = i;
      return result.sort(compare);
    }
    function nlargest(compare, n, iterable) {
      if (arguments.length === 2) {
        iterable = n;
        n = compare;
        compare = DEFAULT_COMPARATOR;
      }
      var reverseCompare = reverseComparator(compare);
      var i, l, v;
      var max = -Infinity;
      var result;
      if (n === 1) {
        if (iterables.isArrayLike(iterable)) {
          for (i = 0, l = iterable.length; i < l; i++) {
            v = iterable[i];
            if (max === -Infinity || compare(v, max) > 0)
              max = v;
          }
          result = new iterable.constructor(1);
          result[0] = max;
          return result;
        }
        forEach(iterable, function(value) {
          if (max === -Infinity || compare(value, max) > 0)
            max = value;
        });
        return [max];
      }
      if (iterables.isArrayLike(iterable)) {
        if (n >= iterable.length)
          return iterable.slice().sort(reverseCompare);
        result = iterable.slice(0, n);
        heapify(compare, result);
        for (i = n, l = iterable.length; i < l; i++)
          if (compare(iterable[i], result[0]) > 0)
            replace(compare, result, iterable[i]);
        return result.sort(reverseCompare);
      }
      var size = iterables.guessLength(iterable);
      if (size !== null && size < n)
        n = size;
      result = new Array(n);
      i = 0;
      forEach(iterable, function(value) {
        if (i < n) {
          result[i] = value;
        } else {
          if (i === n)
            heapify(compare, result);
          if (compare(value, result[0]) > 0)
            replace(compare, result, value);
        }
        i++;
      });
      if (result.length > i)
        result.length = i;
      return result.sort(reverseCompare);
    }
    function Heap(comparator) {
      this.clear();
      this.comparator = comparator || DEFAULT_COMPARATOR;
      if (typeof this.comparator !== "function")
        throw new Error("mnemonist/Heap.constructor: given comparator should be a function.");
    }
    Heap.prototype.clear = function() {
      this.items = [];
      this.size = 0;
    };
    Heap.prototype.push = function(item) {
      push(this.comparator, this.items, item);
      return ++this.size;
    };
    Heap.prototype.peek = function() {
      return this.items[0];
    };
    Heap.prototype.pop = function() {
      if (this.size !== 0)
        this.size--;
      return pop(this.comparator, this.items);
    };
    Heap.prototype.replace = function(item) {
      return replace(this.comparator, this.items, item);
    };
    Heap.prototype.pushpop = function(item) {
      return pushpop(this.comparator, this.items, item);
    };
    Heap.prototype.consume = function() {
      this.size = 0;
      return consume(this.comparator, this.items);
    };
    Heap.prototype.toArray = function() {
      return consume(this.comparator, this.items.slice());
    };
    Heap.prototype.inspect = function() {
      var proxy = this.toArray();
      Object.defineProperty(proxy, "constructor", {
        value: Heap,
        enumerable: false
      });
      return proxy;
    };
    if (typeof Symbol !== "undefined")
      Heap.prototype[/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")] = Heap.prototype.inspect;
    function MaxHeap(comparator) {
      this.clear();
      this.comparator = comparator || DEFAULT_COMPARATOR;
      if (typeof this.comparator !== "function")
        throw new Error("mnemonist/MaxHeap.constructor: given comparator should be a function.");
      this.comparator = reverseComparator(this.comparator);
    }
    MaxHeap.prototype = Heap.prototype;
    Heap.from = function(iterable, comparator) {
      var heap = new Heap(comparator);
      var items;
      if (iterables.isArrayLike(iterable))
        items = iterable.slice();
      else
        items = iterables.toArray(iterable);
      heapify(heap.comparator, items);
      heap.items = items;
      heap.size = items.length;
      return heap;
    };
    MaxHeap.from = function(iterable, comparator) {
      var heap = new MaxHeap(comparator);
      var items;
      if (iterables.isArrayLike(iterable))
        items = iterable.slice();
      else
        items = iterables.toArray(iterable);
      heapify(heap.comparator, items);
      heap.items = items;
      heap.size = items.length;
      return heap;
    };
    Heap.siftUp = siftUp;
    Heap.siftDown = siftDown;
    Heap.push = push;
    Heap.pop = pop;
    Heap.replace = replace;
    Heap.pushpop = pushpop;
    Heap.heapify = heapify;
    Heap.consume = consume;
    Heap.nsmallest = nsmallest;
    Heap.nlargest = nlargest;
    Heap.MinHeap = Heap;
    Heap.MaxHeap = MaxHeap;
    module.exports = Heap;
  }
});

// ../../node_modules/.pnpm/graphology-shortest-path@2.1.0_graphology-types@0.24.8/node_modules/graphology-shortest-path/dijkstra.js
var require_dijkstra = __commonJS({
  "../../node_modules/.pnpm/graphology-shortest-path@2.1.0_graphology-types@0.24.8/node_modules/graphology-shortest-path/dijkstra.js"(exports) {
    "use strict";
    var isGraph = require_is_graph();
    var createEdgeWeightGetter = require_getters().createEdgeWeightGetter;
    var Heap = require_heap3();
    var DEFAULT_WEIGHT_ATTRIBUTE = "weight";
    function DIJKSTRA_HEAP_COMPARATOR(a, b) {
      if (a[0] > b[0]) return 1;
      if (a[0] < b[0]) return -1;
      if (a[1] > b[1]) return 1;
      if (a[1] < b[1]) return -1;
      if (a[2] > b[2]) return 1;
      if (a[2] < b[2]) return -1;
      return 0;
    }
    function BRANDES_DIJKSTRA_HEAP_COMPARATOR(a, b) {
      if (a[0] > b[0]) return 1;
      if (a[0] < b[0]) return -1;
      if (a[1] > b[1]) return 1;
      if (a[1] < b[1]) return -1;
      if (a[2] > b[2]) return 1;
      if (a[2] < b[2]) return -1;
      if (a[3] > b[3]) return 1;
      if (a[3] < b[3]) return -1;
      return 0;
    }
    function abstractBidirectionalDijkstra(graph, source, target, getEdgeWeight) {
      source = "" + source;
      target = "" + target;
      if (!isGraph(graph))
        throw new Error(
          "graphology-shortest-path/dijkstra: invalid graphology instance."
        );
      if (source && !graph.hasNode(source))
        throw new Error(
          'graphology-shortest-path/dijkstra: the "' + source + '" source node does not exist in the given graph.'
        );
      if (target && !graph.hasNode(target))
        throw new Error(
          'graphology-shortest-path/dijkstra: the "' + target + '" target node does not exist in the given graph.'
        );
      getEdgeWeight = createEdgeWeightGetter(
        getEdgeWeight || DEFAULT_WEIGHT_ATTRIBUTE
      ).fromMinimalEntry;
      if (source === target) return [0, [source]];
      var distances = [{}, {}], paths = [{}, {}], fringe = [
        new Heap(DIJKSTRA_HEAP_COMPARATOR),
        new Heap(DIJKSTRA_HEAP_COMPARATOR)
      ], seen = [{}, {}];
      paths[0][source] = [source];
      paths[1][target] = [target];
      seen[0][source] = 0;
      seen[1][target] = 0;
      var finalPath = [], finalDistance = Infinity;
      var count = 0, dir = 1, item, edges, cost, d, v, u2, e, i, l;
      fringe[0].push([0, count++, source]);
      fringe[1].push([0, count++, target]);
      while (fringe[0].size && fringe[1].size) {
        dir = 1 - dir;
        item = fringe[dir].pop();
        d = item[0];
        v = item[2];
        if (v in distances[dir]) continue;
        distances[dir][v] = d;
        if (v in distances[1 - dir]) return [finalDistance, finalPath];
        edges = dir === 1 ? graph.inboundEdges(v) : graph.outboundEdges(v);
        for (i = 0, l = edges.length; i < l; i++) {
          e = edges[i];
          u2 = graph.opposite(v, e);
          cost = distances[dir][v] + getEdgeWeight(e, graph.getEdgeAttributes(e));
          if (u2 in distances[dir] && cost < distances[dir][u2]) {
            throw Error(
              "graphology-shortest-path/dijkstra: contradictory paths found. Do some of your edges have a negative weight?"
            );
          } else if (!(u2 in seen[dir]) || cost < seen[dir][u2]) {
            seen[dir][u2] = cost;
            fringe[dir].push([cost, count++, u2]);
            paths[dir][u2] = paths[dir][v].concat(u2);
            if (u2 in seen[0] && u2 in seen[1]) {
              d = seen[0][u2] + seen[1][u2];
              if (finalPath.length === 0 || finalDistance > d) {
                finalDistance = d;
                finalPath = paths[0][u2].concat(paths[1][u2].slice(0, -1).reverse());
              }
            }
          }
        }
      }
      return [Infinity, null];
    }
    function abstractDijkstraMultisource(graph, sources, getEdgeWeight, cutoff, target, paths) {
      if (!isGraph(graph))
        throw new Error(
          "graphology-shortest-path/dijkstra: invalid graphology instance."
        );
      if (target && !graph.hasNode(target))
        throw new Error(
          'graphology-shortest-path/dijkstra: the "' + target + '" target node does not exist in the given graph.'
        );
      getEdgeWeight = createEdgeWeightGetter(
        getEdgeWeight || DEFAULT_WEIGHT_ATTRIBUTE
      ).fromMinimalEntry;
      var distances = {}, seen = {}, fringe = new Heap(DIJKSTRA_HEAP_COMPARATOR);
      var count = 0, edges, item, cost, v, u2, e, d, i, j2, l, m;
      for (i = 0, l = sources.length; i < l; i++) {
        v = sources[i];
        seen[v] = 0;
        fringe.push([0, count++, v]);
        if (paths) paths[v] = [v];
      }
      while (fringe.size) {
        item = fringe.pop();
        d = item[0];
        v = item[2];
        if (v in distances) continue;
        distances[v] = d;
        if (v === target) break;
        edges = graph.outboundEdges(v);
        for (j2 = 0, m = edges.length; j2 < m; j2++) {
          e = edges[j2];
          u2 = graph.opposite(v, e);
          cost = getEdgeWeight(e, graph.getEdgeAttributes(e)) + distances[v];
          if (cutoff && cost > cutoff) continue;
          if (u2 in distances && cost < distances[u2]) {
            throw Error(
              "graphology-shortest-path/dijkstra: contradictory paths found. Do some of your edges have a negative weight?"
            );
          } else if (!(u2 in seen) || cost < seen[u2]) {
            seen[u2] = cost;
            fringe.push([cost, count++, u2]);
            if (paths) paths[u2] = paths[v].concat(u2);
          }
        }
      }
      return distances;
    }
    function singleSourceDijkstra(graph, source, getEdgeWeight) {
      var paths = {};
      abstractDijkstraMultisource(graph, [source], getEdgeWeight, 0, null, paths);
      return paths;
    }
    function bidirectionalDijkstra(graph, source, target, getEdgeWeight) {
      return abstractBidirectionalDijkstra(graph, source, target, getEdgeWeight)[1];
    }
    function brandes(graph, source, getEdgeWeight) {
      source = "" + source;
      getEdgeWeight = createEdgeWeightGetter(
        getEdgeWeight || DEFAULT_WEIGHT_ATTRIBUTE
      ).fromMinimalEntry;
      var S = [], P = {}, sigma = {};
      var nodes = graph.nodes(), edges, item, pred, dist, cost, v, w, e, i, l;
      for (i = 0, l = nodes.length; i < l; i++) {
        v = nodes[i];
        P[v] = [];
        sigma[v] = 0;
      }
      var D = {};
      sigma[source] = 1;
      var seen = {};
      seen[source] = 0;
      var count = 0;
      var Q2 = new Heap(BRANDES_DIJKSTRA_HEAP_COMPARATOR);
      Q2.push([0, count++, source, source]);
      while (Q2.size) {
        item = Q2.pop();
        dist = item[0];
        pred = item[2];
        v = item[3];
        if (v in D) continue;
        sigma[v] += sigma[pred];
        S.push(v);
        D[v] = dist;
        edges = graph.outboundEdges(v);
        for (i = 0, l = edges.length; i < l; i++) {
          e = edges[i];
          w = graph.opposite(v, e);
          cost = dist + getEdgeWeight(e, graph.getEdgeAttributes(e));
          if (!(w in D) && (!(w in seen) || cost < seen[w])) {
            seen[w] = cost;
            Q2.push([cost, count++, v, w]);
            sigma[w] = 0;
            P[w] = [v];
          } else if (cost === seen[w]) {
            sigma[w] += sigma[v];
            P[w].push(v);
          }
        }
      }
      return [S, P, sigma];
    }
    exports.bidirectional = bidirectionalDijkstra;
    exports.singleSource = singleSourceDijkstra;
    exports.brandes = brandes;
  }
});

// ../../node_modules/.pnpm/graphology-shortest-path@2.1.0_graphology-types@0.24.8/node_modules/graphology-shortest-path/astar.js
var require_astar = __commonJS({
  "../../node_modules/.pnpm/graphology-shortest-path@2.1.0_graphology-types@0.24.8/node_modules/graphology-shortest-path/astar.js"(exports) {
    "use strict";
    var isGraph = require_is_graph();
    var createEdgeWeightGetter = require_getters().createEdgeWeightGetter;
    var Heap = require_heap3();
    var DEFAULT_WEIGHT_ATTRIBUTE = "weight";
    function ASTAR_HEAP_COMPARATOR(a, b) {
      if (a[0] > b[0]) return 1;
      if (a[0] < b[0]) return -1;
      if (a[1] > b[1]) return 1;
      if (a[1] < b[1]) return -1;
      return 0;
    }
    function bidirectionalAstar(graph, source, target, getEdgeWeight, heuristic, options) {
      if (!isGraph(graph))
        throw new Error(
          "graphology-shortest-path/astar: invalid graphology instance."
        );
      if (source && !graph.hasNode(source))
        throw new Error(
          'graphology-shortest-path/astar: the "' + source + '" source node does not exist in the given graph.'
        );
      if (target && !graph.hasNode(target))
        throw new Error(
          'graphology-shortest-path/astar: the "' + target + '" target node does not exist in the given graph.'
        );
      getEdgeWeight = createEdgeWeightGetter(
        getEdgeWeight || DEFAULT_WEIGHT_ATTRIBUTE
      ).fromMinimalEntry;
      if (source === target) return [source];
      heuristic = heuristic || function() {
        return 0;
      };
      options = options || {};
      var count = 0;
      var queue = new Heap(ASTAR_HEAP_COMPARATOR);
      queue.push([0, count++, source, 0, null]);
      var enqueued = {};
      var explored = {};
      var item;
      var curnode;
      var entry;
      var dist;
      var parent;
      var path;
      var node;
      var qcost;
      var h;
      var cost;
      var ncost;
      var neighbor;
      function edgeCallback(edge, attr, s, t) {
        neighbor = curnode === s ? t : s;
        cost = getEdgeWeight(edge, attr);
        if (cost === null) return;
        ncost = dist + cost;
        if (enqueued.hasOwnProperty(neighbor)) {
          entry = enqueued[neighbor];
          qcost = entry[0];
          h = entry[1];
          if (qcost <= ncost) return;
        } else {
          h = heuristic(neighbor, target);
        }
        if (options.cutoff && ncost + h > options.cutoff) return;
        enqueued[neighbor] = [ncost, h];
        queue.push([ncost + h, count++, neighbor, ncost, curnode]);
      }
      while (queue.size !== 0) {
        item = queue.pop();
        curnode = item[2];
        dist = item[3];
        parent = item[4];
        if (curnode === target) {
          path = [curnode];
          node = parent;
          while (node !== null) {
            path.push(node);
            node = explored[node];
          }
          path.reverse();
          return path;
        }
        if (explored.hasOwnProperty(curnode)) {
          if (explored[curnode] === null) continue;
          qcost = enqueued[curnode][0];
          if (qcost < dist) continue;
        }
        explored[curnode] = parent;
        graph.forEachOutboundEdge(curnode, edgeCallback);
      }
      return null;
    }
    exports.bidirectional = bidirectionalAstar;
  }
});

// ../../node_modules/.pnpm/graphology-shortest-path@2.1.0_graphology-types@0.24.8/node_modules/graphology-shortest-path/index.js
var require_graphology_shortest_path = __commonJS({
  "../../node_modules/.pnpm/graphology-shortest-path@2.1.0_graphology-types@0.24.8/node_modules/graphology-shortest-path/index.js"(exports) {
    "use strict";
    var unweighted = require_unweighted();
    var utils = require_utils();
    exports.unweighted = unweighted;
    exports.dijkstra = require_dijkstra();
    exports.astar = require_astar();
    exports.bidirectional = unweighted.bidirectional;
    exports.singleSource = unweighted.singleSource;
    exports.singleSourceLength = unweighted.singleSourceLength;
    exports.undirectedSingleSourceLength = unweighted.undirectedSingleSourceLength;
    exports.brandes = unweighted.brandes;
    exports.edgePathFromNodePath = utils.edgePathFromNodePath;
  }
});

// ../../node_modules/.pnpm/javascript-astar@0.4.1/node_modules/javascript-astar/astar.js
var require_astar2 = __commonJS({
  "../../node_modules/.pnpm/javascript-astar@0.4.1/node_modules/javascript-astar/astar.js"(exports, module) {
    "use strict";
    (function(definition) {
      if (typeof module === "object" && typeof module.exports === "object") {
        module.exports = definition();
      } else if (typeof define === "function" && define.amd) {
        define([], definition);
      } else {
        var exports2 = definition();
        window.astar = exports2.astar;
        window.Graph = exports2.Graph;
      }
    })(function() {
      function pathTo(node) {
        var curr = node, path = [];
        while (curr.parent) {
          path.unshift(curr);
          curr = curr.parent;
        }
        return path;
      }
      function getHeap() {
        return new BinaryHeap(function(node) {
          return node.f;
        });
      }
      var astar2 = {
        /**
        * Perform an A* Search on a graph given a start and end node.
        * @param {Graph} graph
        * @param {GridNode} start
        * @param {GridNode} end
        * @param {Object} [options]
        * @param {bool} [options.closest] Specifies whether to return the
                   path to the closest node if the target is unreachable.
        * @param {Function} [options.heuristic] Heuristic function (see
        *          astar.heuristics).
        */
        search: function(graph, start, end, options) {
          graph.cleanDirty();
          options = options || {};
          var heuristic = options.heuristic || astar2.heuristics.manhattan, closest = options.closest || false;
          var openHeap = getHeap(), closestNode = start;
          start.h = heuristic(start, end);
          openHeap.push(start);
          while (openHeap.size() > 0) {
            var currentNode = openHeap.pop();
            if (currentNode === end) {
              return pathTo(currentNode);
            }
            currentNode.closed = true;
            var neighbors = graph.neighbors(currentNode);
            for (var i = 0, il = neighbors.length; i < il; ++i) {
              var neighbor = neighbors[i];
              if (neighbor.closed || neighbor.isWall()) {
                continue;
              }
              var gScore = currentNode.g + neighbor.getCost(currentNode), beenVisited = neighbor.visited;
              if (!beenVisited || gScore < neighbor.g) {
                neighbor.visited = true;
                neighbor.parent = currentNode;
                neighbor.h = neighbor.h || heuristic(neighbor, end);
                neighbor.g = gScore;
                neighbor.f = neighbor.g + neighbor.h;
                graph.markDirty(neighbor);
                if (closest) {
                  if (neighbor.h < closestNode.h || neighbor.h === closestNode.h && neighbor.g < closestNode.g) {
                    closestNode = neighbor;
                  }
                }
                if (!beenVisited) {
                  openHeap.push(neighbor);
                } else {
                  openHeap.rescoreElement(neighbor);
                }
              }
            }
          }
          if (closest) {
            return pathTo(closestNode);
          }
          return [];
        },
        // See list of heuristics: http://theory.stanford.edu/~amitp/GameProgramming/Heuristics.html
        heuristics: {
          manhattan: function(pos0, pos1) {
            var d1 = Math.abs(pos1.x - pos0.x);
            var d2 = Math.abs(pos1.y - pos0.y);
            return d1 + d2;
          },
          diagonal: function(pos0, pos1) {
            var D = 1;
            var D2 = Math.sqrt(2);
            var d1 = Math.abs(pos1.x - pos0.x);
            var d2 = Math.abs(pos1.y - pos0.y);
            return D * (d1 + d2) + (D2 - 2 * D) * Math.min(d1, d2);
          }
        },
        cleanNode: function(node) {
          node.f = 0;
          node.g = 0;
          node.h = 0;
          node.visited = false;
          node.closed = false;
          node.parent = null;
        }
      };
      function Graph2(gridIn, options) {
        options = options || {};
        this.nodes = [];
        this.diagonal = !!options.diagonal;
        this.grid = [];
        for (var x = 0; x < gridIn.length; x++) {
          this.grid[x] = [];
          for (var y2 = 0, row = gridIn[x]; y2 < row.length; y2++) {
            var node = new GridNode(x, y2, row[y2]);
            this.grid[x][y2] = node;
            this.nodes.push(node);
          }
        }
        this.init();
      }
      Graph2.prototype.init = function() {
        this.dirtyNodes = [];
        for (var i = 0; i < this.nodes.length; i++) {
          astar2.cleanNode(this.nodes[i]);
        }
      };
      Graph2.prototype.cleanDirty = function() {
        for (var i = 0; i < this.dirtyNodes.length; i++) {
          astar2.cleanNode(this.dirtyNodes[i]);
        }
        this.dirtyNodes = [];
      };
      Graph2.prototype.markDirty = function(node) {
        this.dirtyNodes.push(node);
      };
      Graph2.prototype.neighbors = function(node) {
        var ret = [], x = node.x, y2 = node.y, grid = this.grid;
        if (grid[x - 1] && grid[x - 1][y2]) {
          ret.push(grid[x - 1][y2]);
        }
        if (grid[x + 1] && grid[x + 1][y2]) {
          ret.push(grid[x + 1][y2]);
        }
        if (grid[x] && grid[x][y2 - 1]) {
          ret.push(grid[x][y2 - 1]);
        }
        if (grid[x] && grid[x][y2 + 1]) {
          ret.push(grid[x][y2 + 1]);
        }
        if (this.diagonal) {
          if (grid[x - 1] && grid[x - 1][y2 - 1]) {
            ret.push(grid[x - 1][y2 - 1]);
          }
          if (grid[x + 1] && grid[x + 1][y2 - 1]) {
            ret.push(grid[x + 1][y2 - 1]);
          }
          if (grid[x - 1] && grid[x - 1][y2 + 1]) {
            ret.push(grid[x - 1][y2 + 1]);
          }
          if (grid[x + 1] && grid[x + 1][y2 + 1]) {
            ret.push(grid[x + 1][y2 + 1]);
          }
        }
        return ret;
      };
      Graph2.prototype.toString = function() {
        var graphString = [], nodes = this.grid, rowDebug, row, y2, l;
        for (var x = 0, len = nodes.length; x < len; x++) {
          rowDebug = [];
          row = nodes[x];
          for (y2 = 0, l = row.length; y2 < l; y2++) {
            rowDebug.push(row[y2].weight);
          }
          graphString.push(rowDebug.join(" "));
        }
        return graphString.join("\n");
      };
      function GridNode(x, y2, weight) {
        this.x = x;
        this.y = y2;
        this.weight = weight;
      }
      GridNode.prototype.toString = function() {
        return "[" + this.x + " " + this.y + "]";
      };
      GridNode.prototype.getCost = function(fromNeighbor) {
        if (fromNeighbor && fromNeighbor.x != this.x && fromNeighbor.y != this.y) {
          return this.weight * 1.41421;
        }
        return this.weight;
      };
      GridNode.prototype.isWall = function() {
        return this.weight === 0;
      };
      function BinaryHeap(scoreFunction) {
        this.content = [];
        this.scoreFunction = scoreFunction;
      }
      BinaryHeap.prototype = {
        push: function(element) {
          this.content.push(element);
          this.sinkDown(this.content.length - 1);
        },
        pop: function() {
          var result = this.content[0];
          var end = this.content.pop();
          if (this.content.length > 0) {
            this.content[0] = end;
            this.bubbleUp(0);
          }
          return result;
        },
        remove: function(node) {
          var i = this.content.indexOf(node);
          var end = this.content.pop();
          if (i !== this.content.length - 1) {
            this.content[i] = end;
            if (this.scoreFunction(end) < this.scoreFunction(node)) {
              this.sinkDown(i);
            } else {
              this.bubbleUp(i);
            }
          }
        },
        size: function() {
          return this.content.length;
        },
        rescoreElement: function(node) {
          this.sinkDown(this.content.indexOf(node));
        },
        sinkDown: function(n) {
          var element = this.content[n];
          while (n > 0) {
            var parentN = (n + 1 >> 1) - 1, parent = this.content[parentN];
            if (this.scoreFunction(element) < this.scoreFunction(parent)) {
              this.content[parentN] = element;
              this.content[n] = parent;
              n = parentN;
            } else {
              break;
            }
          }
        },
        bubbleUp: function(n) {
          var length = this.content.length, element = this.content[n], elemScore = this.scoreFunction(element);
          while (true) {
            var child2N = n + 1 << 1, child1N = child2N - 1;
            var swap = null, child1Score;
            if (child1N < length) {
              var child1 = this.content[child1N];
              child1Score = this.scoreFunction(child1);
              if (child1Score < elemScore) {
                swap = child1N;
              }
            }
            if (child2N < length) {
              var child2 = this.content[child2N], child2Score = this.scoreFunction(child2);
              if (child2Score < (swap === null ? elemScore : child1Score)) {
                swap = child2N;
              }
            }
            if (swap !== null) {
              this.content[n] = this.content[swap];
              this.content[swap] = element;
              n = swap;
            } else {
              break;
            }
          }
        }
      };
      return {
        astar: astar2,
        Graph: Graph2
      };
    });
  }
});

// ../../node_modules/.pnpm/heap@0.2.5/node_modules/heap/lib/heap.js
var require_heap4 = __commonJS({
  "../../node_modules/.pnpm/heap@0.2.5/node_modules/heap/lib/heap.js"(exports, module) {
    "use strict";
    (function() {
      var Heap, defaultCmp, floor, heapify, heappop, heappush, heappushpop, heapreplace, insort, min, nlargest, nsmallest, updateItem, _siftdown, _siftup;
      floor = Math.floor, min = Math.min;
      defaultCmp = function(x, y2) {
        if (x < y2) {
          return -1;
        }
        if (x > y2) {
          return 1;
        }
        return 0;
      };
      insort = function(a, x, lo, hi, cmp) {
        var mid;
        if (lo == null) {
          lo = 0;
        }
        if (cmp == null) {
          cmp = defaultCmp;
        }
        if (lo < 0) {
          throw new Error("lo must be non-negative");
        }
        if (hi == null) {
          hi = a.length;
        }
        while (lo < hi) {
          mid = floor((lo + hi) / 2);
          if (cmp(x, a[mid]) < 0) {
            hi = mid;
          } else {
            lo = mid + 1;
          }
        }
        return [].splice.apply(a, [lo, lo - lo].concat(x)), x;
      };
      heappush = function(array, item, cmp) {
        if (cmp == null) {
          cmp = defaultCmp;
        }
        array.push(item);
        return _siftdown(array, 0, array.length - 1, cmp);
      };
      heappop = function(array, cmp) {
        var lastelt, returnitem;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        lastelt = array.pop();
        if (array.length) {
          returnitem = array[0];
          array[0] = lastelt;
          _siftup(array, 0, cmp);
        } else {
          returnitem = lastelt;
        }
        return returnitem;
      };
      heapreplace = function(array, item, cmp) {
        var returnitem;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        returnitem = array[0];
        array[0] = item;
        _siftup(array, 0, cmp);
        return returnitem;
      };
      heappushpop = function(array, item, cmp) {
        var _ref;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        if (array.length && cmp(array[0], item) < 0) {
          _ref = [array[0], item], item = _ref[0], array[0] = _ref[1];
          _siftup(array, 0, cmp);
        }
        return item;
      };
      heapify = function(array, cmp) {
        var i, _i, _j, _len, _ref, _ref1, _results, _results1;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        _ref1 = (function() {
          _results1 = [];
          for (var _j2 = 0, _ref2 = floor(array.length / 2); 0 <= _ref2 ? _j2 < _ref2 : _j2 > _ref2; 0 <= _ref2 ? _j2++ : _j2--) {
            _results1.push(_j2);
          }
          return _results1;
        }).apply(this).reverse();
        _results = [];
        for (_i = 0, _len = _ref1.length; _i < _len; _i++) {
          i = _ref1[_i];
          _results.push(_siftup(array, i, cmp));
        }
        return _results;
      };
      updateItem = function(array, item, cmp) {
        var pos;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        pos = array.indexOf(item);
        if (pos === -1) {
          return;
        }
        _siftdown(array, 0, pos, cmp);
        return _siftup(array, pos, cmp);
      };
      nlargest = function(array, n, cmp) {
        var elem, result, _i, _len, _ref;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        result = array.slice(0, n);
        if (!result.length) {
          return result;
        }
        heapify(result, cmp);
        _ref = array.slice(n);
        for (_i = 0, _len = _ref.length; _i < _len; _i++) {
          elem = _ref[_i];
          heappushpop(result, elem, cmp);
        }
        return result.sort(cmp).reverse();
      };
      nsmallest = function(array, n, cmp) {
        var elem, i, los, result, _i, _j, _len, _ref, _ref1, _results;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        if (n * 10 <= array.length) {
          result = array.slice(0, n).sort(cmp);
          if (!result.length) {
            return result;
          }
          los = result[result.length - 1];
          _ref = array.slice(n);
          for (_i = 0, _len = _ref.length; _i < _len; _i++) {
            elem = _ref[_i];
            if (cmp(elem, los) < 0) {
              insort(result, elem, 0, null, cmp);
              result.pop();
              los = result[result.length - 1];
            }
          }
          return result;
        }
        heapify(array, cmp);
        _results = [];
        for (i = _j = 0, _ref1 = min(n, array.length); 0 <= _ref1 ? _j < _ref1 : _j > _ref1; i = 0 <= _ref1 ? ++_j : --_j) {
          _results.push(heappop(array, cmp));
        }
        return _results;
      };
      _siftdown = function(array, startpos, pos, cmp) {
        var newitem, parent, parentpos;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        newitem = array[pos];
        while (pos > startpos) {
          parentpos = pos - 1 >> 1;
          parent = array[parentpos];
          if (cmp(newitem, parent) < 0) {
            array[pos] = parent;
            pos = parentpos;
            continue;
          }
          break;
        }
        return array[pos] = newitem;
      };
      _siftup = function(array, pos, cmp) {
        var childpos, endpos, newitem, rightpos, startpos;
        if (cmp == null) {
          cmp = defaultCmp;
        }
        endpos = array.length;
        startpos = pos;
        newitem = array[pos];
        childpos = 2 * pos + 1;
        while (childpos < endpos) {
          rightpos = childpos + 1;
          if (rightpos < endpos && !(cmp(array[childpos], array[rightpos]) < 0)) {
            childpos = rightpos;
          }
          array[pos] = array[childpos];
          pos = childpos;
          childpos = 2 * pos + 1;
        }
        array[pos] = newitem;
        return _siftdown(array, startpos, pos, cmp);
      };
      Heap = (function() {
        Heap2.push = heappush;
        Heap2.pop = heappop;
        Heap2.replace = heapreplace;
        Heap2.pushpop = heappushpop;
        Heap2.heapify = heapify;
        Heap2.updateItem = updateItem;
        Heap2.nlargest = nlargest;
        Heap2.nsmallest = nsmallest;
        function Heap2(cmp) {
          this.cmp = cmp != null ? cmp : defaultCmp;
          this.nodes = [];
        }
        Heap2.prototype.push = function(x) {
          return heappush(this.nodes, x, this.cmp);
        };
        Heap2.prototype.pop = function() {
          return heappop(this.nodes, this.cmp);
        };
        Heap2.prototype.peek = function() {
          return this.nodes[0];
        };
        Heap2.prototype.contains = function(x) {
          return this.nodes.indexOf(x) !== -1;
        };
        Heap2.prototype.replace = function(x) {
          return heapreplace(this.nodes, x, this.cmp);
        };
        Heap2.prototype.pushpop = function(x) {
          return heappushpop(this.nodes, x, this.cmp);
        };
        Heap2.prototype.heapify = function() {
          return heapify(this.nodes, this.cmp);
        };
        Heap2.prototype.updateItem = function(x) {
          return updateItem(this.nodes, x, this.cmp);
        };
        Heap2.prototype.clear = function() {
          return this.nodes = [];
        };
        Heap2.prototype.empty = function() {
          return this.nodes.length === 0;
        };
        Heap2.prototype.size = function() {
          return this.nodes.length;
        };
        Heap2.prototype.clone = function() {
          var heap;
          heap = new Heap2();
          heap.nodes = this.nodes.slice(0);
          return heap;
        };
        Heap2.prototype.toArray = function() {
          return this.nodes.slice(0);
        };
        Heap2.prototype.insert = Heap2.prototype.push;
        Heap2.prototype.top = Heap2.prototype.peek;
        Heap2.prototype.front = Heap2.prototype.peek;
        Heap2.prototype.has = Heap2.prototype.contains;
        Heap2.prototype.copy = Heap2.prototype.clone;
        return Heap2;
      })();
      if (typeof module !== "undefined" && module !== null ? module.exports : void 0) {
        module.exports = Heap;
      } else {
        window.Heap = Heap;
      }
    }).call(exports);
  }
});

// ../../node_modules/.pnpm/heap@0.2.5/node_modules/heap/index.js
var require_heap5 = __commonJS({
  "../../node_modules/.pnpm/heap@0.2.5/node_modules/heap/index.js"(exports, module) {
    "use strict";
    module.exports = require_heap4();
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/core/Node.js
var require_Node = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/core/Node.js"(exports, module) {
    "use strict";
    function Node2(x, y2, walkable) {
      this.x = x;
      this.y = y2;
      this.walkable = walkable === void 0 ? true : walkable;
    }
    module.exports = Node2;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/core/DiagonalMovement.js
var require_DiagonalMovement = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/core/DiagonalMovement.js"(exports, module) {
    "use strict";
    var DiagonalMovement = {
      Always: 1,
      Never: 2,
      IfAtMostOneObstacle: 3,
      OnlyWhenNoObstacles: 4
    };
    module.exports = DiagonalMovement;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/core/Grid.js
var require_Grid = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/core/Grid.js"(exports, module) {
    "use strict";
    var Node2 = require_Node();
    var DiagonalMovement = require_DiagonalMovement();
    function Grid(width_or_matrix, height, matrix) {
      var width;
      if (typeof width_or_matrix !== "object") {
        width = width_or_matrix;
      } else {
        height = width_or_matrix.length;
        width = width_or_matrix[0].length;
        matrix = width_or_matrix;
      }
      this.width = width;
      this.height = height;
      this.nodes = this._buildNodes(width, height, matrix);
    }
    Grid.prototype._buildNodes = function(width, height, matrix) {
      var i, j2, nodes = new Array(height);
      for (i = 0; i < height; ++i) {
        nodes[i] = new Array(width);
        for (j2 = 0; j2 < width; ++j2) {
          nodes[i][j2] = new Node2(j2, i);
        }
      }
      if (matrix === void 0) {
        return nodes;
      }
      if (matrix.length !== height || matrix[0].length !== width) {
        throw new Error("Matrix size does not fit");
      }
      for (i = 0; i < height; ++i) {
        for (j2 = 0; j2 < width; ++j2) {
          if (matrix[i][j2]) {
            nodes[i][j2].walkable = false;
          }
        }
      }
      return nodes;
    };
    Grid.prototype.getNodeAt = function(x, y2) {
      return this.nodes[y2][x];
    };
    Grid.prototype.isWalkableAt = function(x, y2) {
      return this.isInside(x, y2) && this.nodes[y2][x].walkable;
    };
    Grid.prototype.isInside = function(x, y2) {
      return x >= 0 && x < this.width && (y2 >= 0 && y2 < this.height);
    };
    Grid.prototype.setWalkableAt = function(x, y2, walkable) {
      this.nodes[y2][x].walkable = walkable;
    };
    Grid.prototype.getNeighbors = function(node, diagonalMovement) {
      var x = node.x, y2 = node.y, neighbors = [], s0 = false, d0 = false, s1 = false, d1 = false, s2 = false, d2 = false, s3 = false, d3 = false, nodes = this.nodes;
      if (this.isWalkableAt(x, y2 - 1)) {
        neighbors.push(nodes[y2 - 1][x]);
        s0 = true;
      }
      if (this.isWalkableAt(x + 1, y2)) {
        neighbors.push(nodes[y2][x + 1]);
        s1 = true;
      }
      if (this.isWalkableAt(x, y2 + 1)) {
        neighbors.push(nodes[y2 + 1][x]);
        s2 = true;
      }
      if (this.isWalkableAt(x - 1, y2)) {
        neighbors.push(nodes[y2][x - 1]);
        s3 = true;
      }
      if (diagonalMovement === DiagonalMovement.Never) {
        return neighbors;
      }
      if (diagonalMovement === DiagonalMovement.OnlyWhenNoObstacles) {
        d0 = s3 && s0;
        d1 = s0 && s1;
        d2 = s1 && s2;
        d3 = s2 && s3;
      } else if (diagonalMovement === DiagonalMovement.IfAtMostOneObstacle) {
        d0 = s3 || s0;
        d1 = s0 || s1;
        d2 = s1 || s2;
        d3 = s2 || s3;
      } else if (diagonalMovement === DiagonalMovement.Always) {
        d0 = true;
        d1 = true;
        d2 = true;
        d3 = true;
      } else {
        throw new Error("Incorrect value of diagonalMovement");
      }
      if (d0 && this.isWalkableAt(x - 1, y2 - 1)) {
        neighbors.push(nodes[y2 - 1][x - 1]);
      }
      if (d1 && this.isWalkableAt(x + 1, y2 - 1)) {
        neighbors.push(nodes[y2 - 1][x + 1]);
      }
      if (d2 && this.isWalkableAt(x + 1, y2 + 1)) {
        neighbors.push(nodes[y2 + 1][x + 1]);
      }
      if (d3 && this.isWalkableAt(x - 1, y2 + 1)) {
        neighbors.push(nodes[y2 + 1][x - 1]);
      }
      return neighbors;
    };
    Grid.prototype.clone = function() {
      var i, j2, width = this.width, height = this.height, thisNodes = this.nodes, newGrid = new Grid(width, height), newNodes = new Array(height);
      for (i = 0; i < height; ++i) {
        newNodes[i] = new Array(width);
        for (j2 = 0; j2 < width; ++j2) {
          newNodes[i][j2] = new Node2(j2, i, thisNodes[i][j2].walkable);
        }
      }
      newGrid.nodes = newNodes;
      return newGrid;
    };
    module.exports = Grid;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/core/Util.js
var require_Util = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/core/Util.js"(exports) {
    "use strict";
    function backtrace(node) {
      var path = [[node.x, node.y]];
      while (node.parent) {
        node = node.parent;
        path.push([node.x, node.y]);
      }
      return path.reverse();
    }
    exports.backtrace = backtrace;
    function biBacktrace(nodeA, nodeB) {
      var pathA = backtrace(nodeA), pathB = backtrace(nodeB);
      return pathA.concat(pathB.reverse());
    }
    exports.biBacktrace = biBacktrace;
    function pathLength(path) {
      var i, sum = 0, a, b, dx, dy;
      for (i = 1; i < path.length; ++i) {
        a = path[i - 1];
        b = path[i];
        dx = a[0] - b[0];
        dy = a[1] - b[1];
        sum += Math.sqrt(dx * dx + dy * dy);
      }
      return sum;
    }
    exports.pathLength = pathLength;
    function interpolate(x0, y0, x1, y1) {
      var abs = Math.abs, line = [], sx, sy, dx, dy, err, e2;
      dx = abs(x1 - x0);
      dy = abs(y1 - y0);
      sx = x0 < x1 ? 1 : -1;
      sy = y0 < y1 ? 1 : -1;
      err = dx - dy;
      while (true) {
        line.push([x0, y0]);
        if (x0 === x1 && y0 === y1) {
          break;
        }
        e2 = 2 * err;
        if (e2 > -dy) {
          err = err - dy;
          x0 = x0 + sx;
        }
        if (e2 < dx) {
          err = err + dx;
          y0 = y0 + sy;
        }
      }
      return line;
    }
    exports.interpolate = interpolate;
    function expandPath(path) {
      var expanded = [], len = path.length, coord0, coord1, interpolated, interpolatedLen, i, j2;
      if (len < 2) {
        return expanded;
      }
      for (i = 0; i < len - 1; ++i) {
        coord0 = path[i];
        coord1 = path[i + 1];
        interpolated = interpolate(coord0[0], coord0[1], coord1[0], coord1[1]);
        interpolatedLen = interpolated.length;
        for (j2 = 0; j2 < interpolatedLen - 1; ++j2) {
          expanded.push(interpolated[j2]);
        }
      }
      expanded.push(path[len - 1]);
      return expanded;
    }
    exports.expandPath = expandPath;
    function smoothenPath(grid, path) {
      var len = path.length, x0 = path[0][0], y0 = path[0][1], x1 = path[len - 1][0], y1 = path[len - 1][1], sx, sy, ex, ey, newPath, i, j2, coord, line, testCoord, blocked;
      sx = x0;
      sy = y0;
      newPath = [[sx, sy]];
      for (i = 2; i < len; ++i) {
        coord = path[i];
        ex = coord[0];
        ey = coord[1];
        line = interpolate(sx, sy, ex, ey);
        blocked = false;
        for (j2 = 1; j2 < line.length; ++j2) {
          testCoord = line[j2];
          if (!grid.isWalkableAt(testCoord[0], testCoord[1])) {
            blocked = true;
            break;
          }
        }
        if (blocked) {
          lastValidCoord = path[i - 1];
          newPath.push(lastValidCoord);
          sx = lastValidCoord[0];
          sy = lastValidCoord[1];
        }
      }
      newPath.push([x1, y1]);
      return newPath;
    }
    exports.smoothenPath = smoothenPath;
    function compressPath(path) {
      if (path.length < 3) {
        return path;
      }
      var compressed = [], sx = path[0][0], sy = path[0][1], px = path[1][0], py = path[1][1], dx = px - sx, dy = py - sy, lx, ly, ldx, ldy, sq, i;
      sq = Math.sqrt(dx * dx + dy * dy);
      dx /= sq;
      dy /= sq;
      compressed.push([sx, sy]);
      for (i = 2; i < path.length; i++) {
        lx = px;
        ly = py;
        ldx = dx;
        ldy = dy;
        px = path[i][0];
        py = path[i][1];
        dx = px - lx;
        dy = py - ly;
        sq = Math.sqrt(dx * dx + dy * dy);
        dx /= sq;
        dy /= sq;
        if (dx !== ldx || dy !== ldy) {
          compressed.push([lx, ly]);
        }
      }
      compressed.push([px, py]);
      return compressed;
    }
    exports.compressPath = compressPath;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/core/Heuristic.js
var require_Heuristic = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/core/Heuristic.js"(exports, module) {
    "use strict";
    module.exports = {
      /**
       * Manhattan distance.
       * @param {number} dx - Difference in x.
       * @param {number} dy - Difference in y.
       * @return {number} dx + dy
       */
      manhattan: function(dx, dy) {
        return dx + dy;
      },
      /**
       * Euclidean distance.
       * @param {number} dx - Difference in x.
       * @param {number} dy - Difference in y.
       * @return {number} sqrt(dx * dx + dy * dy)
       */
      euclidean: function(dx, dy) {
        return Math.sqrt(dx * dx + dy * dy);
      },
      /**
       * Octile distance.
       * @param {number} dx - Difference in x.
       * @param {number} dy - Difference in y.
       * @return {number} sqrt(dx * dx + dy * dy) for grids
       */
      octile: function(dx, dy) {
        var F = Math.SQRT2 - 1;
        return dx < dy ? F * dx + dy : F * dy + dx;
      },
      /**
       * Chebyshev distance.
       * @param {number} dx - Difference in x.
       * @param {number} dy - Difference in y.
       * @return {number} max(dx, dy)
       */
      chebyshev: function(dx, dy) {
        return Math.max(dx, dy);
      }
    };
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/AStarFinder.js
var require_AStarFinder = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/AStarFinder.js"(exports, module) {
    "use strict";
    var Heap = require_heap5();
    var Util = require_Util();
    var Heuristic = require_Heuristic();
    var DiagonalMovement = require_DiagonalMovement();
    function AStarFinder(opt) {
      opt = opt || {};
      this.allowDiagonal = opt.allowDiagonal;
      this.dontCrossCorners = opt.dontCrossCorners;
      this.heuristic = opt.heuristic || Heuristic.manhattan;
      this.weight = opt.weight || 1;
      this.diagonalMovement = opt.diagonalMovement;
      if (!this.diagonalMovement) {
        if (!this.allowDiagonal) {
          this.diagonalMovement = DiagonalMovement.Never;
        } else {
          if (this.dontCrossCorners) {
            this.diagonalMovement = DiagonalMovement.OnlyWhenNoObstacles;
          } else {
            this.diagonalMovement = DiagonalMovement.IfAtMostOneObstacle;
          }
        }
      }
      if (this.diagonalMovement === DiagonalMovement.Never) {
        this.heuristic = opt.heuristic || Heuristic.manhattan;
      } else {
        this.heuristic = opt.heuristic || Heuristic.octile;
      }
    }
    AStarFinder.prototype.findPath = function(startX, startY, endX, endY, grid) {
      var openList = new Heap(function(nodeA, nodeB) {
        return nodeA.f - nodeB.f;
      }), startNode = grid.getNodeAt(startX, startY), endNode = grid.getNodeAt(endX, endY), heuristic = this.heuristic, diagonalMovement = this.diagonalMovement, weight = this.weight, abs = Math.abs, SQRT2 = Math.SQRT2, node, neighbors, neighbor, i, l, x, y2, ng;
      startNode.g = 0;
      startNode.f = 0;
      openList.push(startNode);
      startNode.opened = true;
      while (!openList.empty()) {
        node = openList.pop();
        node.closed = true;
        if (node === endNode) {
          return Util.backtrace(endNode);
        }
        neighbors = grid.getNeighbors(node, diagonalMovement);
        for (i = 0, l = neighbors.length; i < l; ++i) {
          neighbor = neighbors[i];
          if (neighbor.closed) {
            continue;
          }
          x = neighbor.x;
          y2 = neighbor.y;
          ng = node.g + (x - node.x === 0 || y2 - node.y === 0 ? 1 : SQRT2);
          if (!neighbor.opened || ng < neighbor.g) {
            neighbor.g = ng;
            neighbor.h = neighbor.h || weight * heuristic(abs(x - endX), abs(y2 - endY));
            neighbor.f = neighbor.g + neighbor.h;
            neighbor.parent = node;
            if (!neighbor.opened) {
              openList.push(neighbor);
              neighbor.opened = true;
            } else {
              openList.updateItem(neighbor);
            }
          }
        }
      }
      return [];
    };
    module.exports = AStarFinder;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/BestFirstFinder.js
var require_BestFirstFinder = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/BestFirstFinder.js"(exports, module) {
    "use strict";
    var AStarFinder = require_AStarFinder();
    function BestFirstFinder(opt) {
      AStarFinder.call(this, opt);
      var orig = this.heuristic;
      this.heuristic = function(dx, dy) {
        return orig(dx, dy) * 1e6;
      };
    }
    BestFirstFinder.prototype = new AStarFinder();
    BestFirstFinder.prototype.constructor = BestFirstFinder;
    module.exports = BestFirstFinder;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/BreadthFirstFinder.js
var require_BreadthFirstFinder = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/BreadthFirstFinder.js"(exports, module) {
    "use strict";
    var Util = require_Util();
    var DiagonalMovement = require_DiagonalMovement();
    function BreadthFirstFinder(opt) {
      opt = opt || {};
      this.allowDiagonal = opt.allowDiagonal;
      this.dontCrossCorners = opt.dontCrossCorners;
      this.diagonalMovement = opt.diagonalMovement;
      if (!this.diagonalMovement) {
        if (!this.allowDiagonal) {
          this.diagonalMovement = DiagonalMovement.Never;
        } else {
          if (this.dontCrossCorners) {
            this.diagonalMovement = DiagonalMovement.OnlyWhenNoObstacles;
          } else {
            this.diagonalMovement = DiagonalMovement.IfAtMostOneObstacle;
          }
        }
      }
    }
    BreadthFirstFinder.prototype.findPath = function(startX, startY, endX, endY, grid) {
      var openList = [], diagonalMovement = this.diagonalMovement, startNode = grid.getNodeAt(startX, startY), endNode = grid.getNodeAt(endX, endY), neighbors, neighbor, node, i, l;
      openList.push(startNode);
      startNode.opened = true;
      while (openList.length) {
        node = openList.shift();
        node.closed = true;
        if (node === endNode) {
          return Util.backtrace(endNode);
        }
        neighbors = grid.getNeighbors(node, diagonalMovement);
        for (i = 0, l = neighbors.length; i < l; ++i) {
          neighbor = neighbors[i];
          if (neighbor.closed || neighbor.opened) {
            continue;
          }
          openList.push(neighbor);
          neighbor.opened = true;
          neighbor.parent = node;
        }
      }
      return [];
    };
    module.exports = BreadthFirstFinder;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/DijkstraFinder.js
var require_DijkstraFinder = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/DijkstraFinder.js"(exports, module) {
    "use strict";
    var AStarFinder = require_AStarFinder();
    function DijkstraFinder(opt) {
      AStarFinder.call(this, opt);
      this.heuristic = function(dx, dy) {
        return 0;
      };
    }
    DijkstraFinder.prototype = new AStarFinder();
    DijkstraFinder.prototype.constructor = DijkstraFinder;
    module.exports = DijkstraFinder;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/BiAStarFinder.js
var require_BiAStarFinder = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/BiAStarFinder.js"(exports, module) {
    "use strict";
    var Heap = require_heap5();
    var Util = require_Util();
    var Heuristic = require_Heuristic();
    var DiagonalMovement = require_DiagonalMovement();
    function BiAStarFinder(opt) {
      opt = opt || {};
      this.allowDiagonal = opt.allowDiagonal;
      this.dontCrossCorners = opt.dontCrossCorners;
      this.diagonalMovement = opt.diagonalMovement;
      this.heuristic = opt.heuristic || Heuristic.manhattan;
      this.weight = opt.weight || 1;
      if (!this.diagonalMovement) {
        if (!this.allowDiagonal) {
          this.diagonalMovement = DiagonalMovement.Never;
        } else {
          if (this.dontCrossCorners) {
            this.diagonalMovement = DiagonalMovement.OnlyWhenNoObstacles;
          } else {
            this.diagonalMovement = DiagonalMovement.IfAtMostOneObstacle;
          }
        }
      }
      if (this.diagonalMovement === DiagonalMovement.Never) {
        this.heuristic = opt.heuristic || Heuristic.manhattan;
      } else {
        this.heuristic = opt.heuristic || Heuristic.octile;
      }
    }
    BiAStarFinder.prototype.findPath = function(startX, startY, endX, endY, grid) {
      var cmp = function(nodeA, nodeB) {
        return nodeA.f - nodeB.f;
      }, startOpenList = new Heap(cmp), endOpenList = new Heap(cmp), startNode = grid.getNodeAt(startX, startY), endNode = grid.getNodeAt(endX, endY), heuristic = this.heuristic, diagonalMovement = this.diagonalMovement, weight = this.weight, abs = Math.abs, SQRT2 = Math.SQRT2, node, neighbors, neighbor, i, l, x, y2, ng, BY_START = 1, BY_END = 2;
      startNode.g = 0;
      startNode.f = 0;
      startOpenList.push(startNode);
      startNode.opened = BY_START;
      endNode.g = 0;
      endNode.f = 0;
      endOpenList.push(endNode);
      endNode.opened = BY_END;
      while (!startOpenList.empty() && !endOpenList.empty()) {
        node = startOpenList.pop();
        node.closed = true;
        neighbors = grid.getNeighbors(node, diagonalMovement);
        for (i = 0, l = neighbors.length; i < l; ++i) {
          neighbor = neighbors[i];
          if (neighbor.closed) {
            continue;
          }
          if (neighbor.opened === BY_END) {
            return Util.biBacktrace(node, neighbor);
          }
          x = neighbor.x;
          y2 = neighbor.y;
          ng = node.g + (x - node.x === 0 || y2 - node.y === 0 ? 1 : SQRT2);
          if (!neighbor.opened || ng < neighbor.g) {
            neighbor.g = ng;
            neighbor.h = neighbor.h || weight * heuristic(abs(x - endX), abs(y2 - endY));
            neighbor.f = neighbor.g + neighbor.h;
            neighbor.parent = node;
            if (!neighbor.opened) {
              startOpenList.push(neighbor);
              neighbor.opened = BY_START;
            } else {
              startOpenList.updateItem(neighbor);
            }
          }
        }
        node = endOpenList.pop();
        node.closed = true;
        neighbors = grid.getNeighbors(node, diagonalMovement);
        for (i = 0, l = neighbors.length; i < l; ++i) {
          neighbor = neighbors[i];
          if (neighbor.closed) {
            continue;
          }
          if (neighbor.opened === BY_START) {
            return Util.biBacktrace(neighbor, node);
          }
          x = neighbor.x;
          y2 = neighbor.y;
          ng = node.g + (x - node.x === 0 || y2 - node.y === 0 ? 1 : SQRT2);
          if (!neighbor.opened || ng < neighbor.g) {
            neighbor.g = ng;
            neighbor.h = neighbor.h || weight * heuristic(abs(x - startX), abs(y2 - startY));
            neighbor.f = neighbor.g + neighbor.h;
            neighbor.parent = node;
            if (!neighbor.opened) {
              endOpenList.push(neighbor);
              neighbor.opened = BY_END;
            } else {
              endOpenList.updateItem(neighbor);
            }
          }
        }
      }
      return [];
    };
    module.exports = BiAStarFinder;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/BiBestFirstFinder.js
var require_BiBestFirstFinder = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/BiBestFirstFinder.js"(exports, module) {
    "use strict";
    var BiAStarFinder = require_BiAStarFinder();
    function BiBestFirstFinder(opt) {
      BiAStarFinder.call(this, opt);
      var orig = this.heuristic;
      this.heuristic = function(dx, dy) {
        return orig(dx, dy) * 1e6;
      };
    }
    BiBestFirstFinder.prototype = new BiAStarFinder();
    BiBestFirstFinder.prototype.constructor = BiBestFirstFinder;
    module.exports = BiBestFirstFinder;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/BiBreadthFirstFinder.js
var require_BiBreadthFirstFinder = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/BiBreadthFirstFinder.js"(exports, module) {
    "use strict";
    var Util = require_Util();
    var DiagonalMovement = require_DiagonalMovement();
    function BiBreadthFirstFinder(opt) {
      opt = opt || {};
      this.allowDiagonal = opt.allowDiagonal;
      this.dontCrossCorners = opt.dontCrossCorners;
      this.diagonalMovement = opt.diagonalMovement;
      if (!this.diagonalMovement) {
        if (!this.allowDiagonal) {
          this.diagonalMovement = DiagonalMovement.Never;
        } else {
          if (this.dontCrossCorners) {
            this.diagonalMovement = DiagonalMovement.OnlyWhenNoObstacles;
          } else {
            this.diagonalMovement = DiagonalMovement.IfAtMostOneObstacle;
          }
        }
      }
    }
    BiBreadthFirstFinder.prototype.findPath = function(startX, startY, endX, endY, grid) {
      var startNode = grid.getNodeAt(startX, startY), endNode = grid.getNodeAt(endX, endY), startOpenList = [], endOpenList = [], neighbors, neighbor, node, diagonalMovement = this.diagonalMovement, BY_START = 0, BY_END = 1, i, l;
      startOpenList.push(startNode);
      startNode.opened = true;
      startNode.by = BY_START;
      endOpenList.push(endNode);
      endNode.opened = true;
      endNode.by = BY_END;
      while (startOpenList.length && endOpenList.length) {
        node = startOpenList.shift();
        node.closed = true;
        neighbors = grid.getNeighbors(node, diagonalMovement);
        for (i = 0, l = neighbors.length; i < l; ++i) {
          neighbor = neighbors[i];
          if (neighbor.closed) {
            continue;
          }
          if (neighbor.opened) {
            if (neighbor.by === BY_END) {
              return Util.biBacktrace(node, neighbor);
            }
            continue;
          }
          startOpenList.push(neighbor);
          neighbor.parent = node;
          neighbor.opened = true;
          neighbor.by = BY_START;
        }
        node = endOpenList.shift();
        node.closed = true;
        neighbors = grid.getNeighbors(node, diagonalMovement);
        for (i = 0, l = neighbors.length; i < l; ++i) {
          neighbor = neighbors[i];
          if (neighbor.closed) {
            continue;
          }
          if (neighbor.opened) {
            if (neighbor.by === BY_START) {
              return Util.biBacktrace(neighbor, node);
            }
            continue;
          }
          endOpenList.push(neighbor);
          neighbor.parent = node;
          neighbor.opened = true;
          neighbor.by = BY_END;
        }
      }
      return [];
    };
    module.exports = BiBreadthFirstFinder;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/BiDijkstraFinder.js
var require_BiDijkstraFinder = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/BiDijkstraFinder.js"(exports, module) {
    "use strict";
    var BiAStarFinder = require_BiAStarFinder();
    function BiDijkstraFinder(opt) {
      BiAStarFinder.call(this, opt);
      this.heuristic = function(dx, dy) {
        return 0;
      };
    }
    BiDijkstraFinder.prototype = new BiAStarFinder();
    BiDijkstraFinder.prototype.constructor = BiDijkstraFinder;
    module.exports = BiDijkstraFinder;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/IDAStarFinder.js
var require_IDAStarFinder = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/IDAStarFinder.js"(exports, module) {
    "use strict";
    var Util = require_Util();
    var Heuristic = require_Heuristic();
    var Node2 = require_Node();
    var DiagonalMovement = require_DiagonalMovement();
    function IDAStarFinder(opt) {
      opt = opt || {};
      this.allowDiagonal = opt.allowDiagonal;
      this.dontCrossCorners = opt.dontCrossCorners;
      this.diagonalMovement = opt.diagonalMovement;
      this.heuristic = opt.heuristic || Heuristic.manhattan;
      this.weight = opt.weight || 1;
      this.trackRecursion = opt.trackRecursion || false;
      this.timeLimit = opt.timeLimit || Infinity;
      if (!this.diagonalMovement) {
        if (!this.allowDiagonal) {
          this.diagonalMovement = DiagonalMovement.Never;
        } else {
          if (this.dontCrossCorners) {
            this.diagonalMovement = DiagonalMovement.OnlyWhenNoObstacles;
          } else {
            this.diagonalMovement = DiagonalMovement.IfAtMostOneObstacle;
          }
        }
      }
      if (this.diagonalMovement === DiagonalMovement.Never) {
        this.heuristic = opt.heuristic || Heuristic.manhattan;
      } else {
        this.heuristic = opt.heuristic || Heuristic.octile;
      }
    }
    IDAStarFinder.prototype.findPath = function(startX, startY, endX, endY, grid) {
      var nodesVisited = 0;
      var startTime = (/* @__PURE__ */ new Date()).getTime();
      var h = function(a, b) {
        return this.heuristic(Math.abs(b.x - a.x), Math.abs(b.y - a.y));
      }.bind(this);
      var cost = function(a, b) {
        return a.x === b.x || a.y === b.y ? 1 : Math.SQRT2;
      };
      var search = function(node, g, cutoff, route2, depth) {
        nodesVisited++;
        if (this.timeLimit > 0 && (/* @__PURE__ */ new Date()).getTime() - startTime > this.timeLimit * 1e3) {
          return Infinity;
        }
        var f = g + h(node, end) * this.weight;
        if (f > cutoff) {
          return f;
        }
        if (node == end) {
          route2[depth] = [node.x, node.y];
          return node;
        }
        var min, t2, k, neighbour;
        var neighbours = grid.getNeighbors(node, this.diagonalMovement);
        for (k = 0, min = Infinity; neighbour = neighbours[k]; ++k) {
          if (this.trackRecursion) {
            neighbour.retainCount = neighbour.retainCount + 1 || 1;
            if (neighbour.tested !== true) {
              neighbour.tested = true;
            }
          }
          t2 = search(neighbour, g + cost(node, neighbour), cutoff, route2, depth + 1);
          if (t2 instanceof Node2) {
            route2[depth] = [node.x, node.y];
            return t2;
          }
          if (this.trackRecursion && --neighbour.retainCount === 0) {
            neighbour.tested = false;
          }
          if (t2 < min) {
            min = t2;
          }
        }
        return min;
      }.bind(this);
      var start = grid.getNodeAt(startX, startY);
      var end = grid.getNodeAt(endX, endY);
      var cutOff = h(start, end);
      var j2, route, t;
      for (j2 = 0; true; ++j2) {
        route = [];
        t = search(start, 0, cutOff, route, 0);
        if (t === Infinity) {
          return [];
        }
        if (t instanceof Node2) {
          return route;
        }
        cutOff = t;
      }
      return [];
    };
    module.exports = IDAStarFinder;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/JumpPointFinderBase.js
var require_JumpPointFinderBase = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/JumpPointFinderBase.js"(exports, module) {
    "use strict";
    var Heap = require_heap5();
    var Util = require_Util();
    var Heuristic = require_Heuristic();
    var DiagonalMovement = require_DiagonalMovement();
    function JumpPointFinderBase(opt) {
      opt = opt || {};
      this.heuristic = opt.heuristic || Heuristic.manhattan;
      this.trackJumpRecursion = opt.trackJumpRecursion || false;
    }
    JumpPointFinderBase.prototype.findPath = function(startX, startY, endX, endY, grid) {
      var openList = this.openList = new Heap(function(nodeA, nodeB) {
        return nodeA.f - nodeB.f;
      }), startNode = this.startNode = grid.getNodeAt(startX, startY), endNode = this.endNode = grid.getNodeAt(endX, endY), node;
      this.grid = grid;
      startNode.g = 0;
      startNode.f = 0;
      openList.push(startNode);
      startNode.opened = true;
      while (!openList.empty()) {
        node = openList.pop();
        node.closed = true;
        if (node === endNode) {
          return Util.expandPath(Util.backtrace(endNode));
        }
        this._identifySuccessors(node);
      }
      return [];
    };
    JumpPointFinderBase.prototype._identifySuccessors = function(node) {
      var grid = this.grid, heuristic = this.heuristic, openList = this.openList, endX = this.endNode.x, endY = this.endNode.y, neighbors, neighbor, jumpPoint, i, l, x = node.x, y2 = node.y, jx, jy, dx, dy, d, ng, jumpNode, abs = Math.abs, max = Math.max;
      neighbors = this._findNeighbors(node);
      for (i = 0, l = neighbors.length; i < l; ++i) {
        neighbor = neighbors[i];
        jumpPoint = this._jump(neighbor[0], neighbor[1], x, y2);
        if (jumpPoint) {
          jx = jumpPoint[0];
          jy = jumpPoint[1];
          jumpNode = grid.getNodeAt(jx, jy);
          if (jumpNode.closed) {
            continue;
          }
          d = Heuristic.octile(abs(jx - x), abs(jy - y2));
          ng = node.g + d;
          if (!jumpNode.opened || ng < jumpNode.g) {
            jumpNode.g = ng;
            jumpNode.h = jumpNode.h || heuristic(abs(jx - endX), abs(jy - endY));
            jumpNode.f = jumpNode.g + jumpNode.h;
            jumpNode.parent = node;
            if (!jumpNode.opened) {
              openList.push(jumpNode);
              jumpNode.opened = true;
            } else {
              openList.updateItem(jumpNode);
            }
          }
        }
      }
    };
    module.exports = JumpPointFinderBase;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/JPFNeverMoveDiagonally.js
var require_JPFNeverMoveDiagonally = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/JPFNeverMoveDiagonally.js"(exports, module) {
    "use strict";
    var JumpPointFinderBase = require_JumpPointFinderBase();
    var DiagonalMovement = require_DiagonalMovement();
    function JPFNeverMoveDiagonally(opt) {
      JumpPointFinderBase.call(this, opt);
    }
    JPFNeverMoveDiagonally.prototype = new JumpPointFinderBase();
    JPFNeverMoveDiagonally.prototype.constructor = JPFNeverMoveDiagonally;
    JPFNeverMoveDiagonally.prototype._jump = function(x, y2, px, py) {
      var grid = this.grid, dx = x - px, dy = y2 - py;
      if (!grid.isWalkableAt(x, y2)) {
        return null;
      }
      if (this.trackJumpRecursion === true) {
        grid.getNodeAt(x, y2).tested = true;
      }
      if (grid.getNodeAt(x, y2) === this.endNode) {
        return [x, y2];
      }
      if (dx !== 0) {
        if (grid.isWalkableAt(x, y2 - 1) && !grid.isWalkableAt(x - dx, y2 - 1) || grid.isWalkableAt(x, y2 + 1) && !grid.isWalkableAt(x - dx, y2 + 1)) {
          return [x, y2];
        }
      } else if (dy !== 0) {
        if (grid.isWalkableAt(x - 1, y2) && !grid.isWalkableAt(x - 1, y2 - dy) || grid.isWalkableAt(x + 1, y2) && !grid.isWalkableAt(x + 1, y2 - dy)) {
          return [x, y2];
        }
        if (this._jump(x + 1, y2, x, y2) || this._jump(x - 1, y2, x, y2)) {
          return [x, y2];
        }
      } else {
        throw new Error("Only horizontal and vertical movements are allowed");
      }
      return this._jump(x + dx, y2 + dy, x, y2);
    };
    JPFNeverMoveDiagonally.prototype._findNeighbors = function(node) {
      var parent = node.parent, x = node.x, y2 = node.y, grid = this.grid, px, py, nx, ny, dx, dy, neighbors = [], neighborNodes, neighborNode, i, l;
      if (parent) {
        px = parent.x;
        py = parent.y;
        dx = (x - px) / Math.max(Math.abs(x - px), 1);
        dy = (y2 - py) / Math.max(Math.abs(y2 - py), 1);
        if (dx !== 0) {
          if (grid.isWalkableAt(x, y2 - 1)) {
            neighbors.push([x, y2 - 1]);
          }
          if (grid.isWalkableAt(x, y2 + 1)) {
            neighbors.push([x, y2 + 1]);
          }
          if (grid.isWalkableAt(x + dx, y2)) {
            neighbors.push([x + dx, y2]);
          }
        } else if (dy !== 0) {
          if (grid.isWalkableAt(x - 1, y2)) {
            neighbors.push([x - 1, y2]);
          }
          if (grid.isWalkableAt(x + 1, y2)) {
            neighbors.push([x + 1, y2]);
          }
          if (grid.isWalkableAt(x, y2 + dy)) {
            neighbors.push([x, y2 + dy]);
          }
        }
      } else {
        neighborNodes = grid.getNeighbors(node, DiagonalMovement.Never);
        for (i = 0, l = neighborNodes.length; i < l; ++i) {
          neighborNode = neighborNodes[i];
          neighbors.push([neighborNode.x, neighborNode.y]);
        }
      }
      return neighbors;
    };
    module.exports = JPFNeverMoveDiagonally;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/JPFAlwaysMoveDiagonally.js
var require_JPFAlwaysMoveDiagonally = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/JPFAlwaysMoveDiagonally.js"(exports, module) {
    "use strict";
    var JumpPointFinderBase = require_JumpPointFinderBase();
    var DiagonalMovement = require_DiagonalMovement();
    function JPFAlwaysMoveDiagonally(opt) {
      JumpPointFinderBase.call(this, opt);
    }
    JPFAlwaysMoveDiagonally.prototype = new JumpPointFinderBase();
    JPFAlwaysMoveDiagonally.prototype.constructor = JPFAlwaysMoveDiagonally;
    JPFAlwaysMoveDiagonally.prototype._jump = function(x, y2, px, py) {
      var grid = this.grid, dx = x - px, dy = y2 - py;
      if (!grid.isWalkableAt(x, y2)) {
        return null;
      }
      if (this.trackJumpRecursion === true) {
        grid.getNodeAt(x, y2).tested = true;
      }
      if (grid.getNodeAt(x, y2) === this.endNode) {
        return [x, y2];
      }
      if (dx !== 0 && dy !== 0) {
        if (grid.isWalkableAt(x - dx, y2 + dy) && !grid.isWalkableAt(x - dx, y2) || grid.isWalkableAt(x + dx, y2 - dy) && !grid.isWalkableAt(x, y2 - dy)) {
          return [x, y2];
        }
        if (this._jump(x + dx, y2, x, y2) || this._jump(x, y2 + dy, x, y2)) {
          return [x, y2];
        }
      } else {
        if (dx !== 0) {
          if (grid.isWalkableAt(x + dx, y2 + 1) && !grid.isWalkableAt(x, y2 + 1) || grid.isWalkableAt(x + dx, y2 - 1) && !grid.isWalkableAt(x, y2 - 1)) {
            return [x, y2];
          }
        } else {
          if (grid.isWalkableAt(x + 1, y2 + dy) && !grid.isWalkableAt(x + 1, y2) || grid.isWalkableAt(x - 1, y2 + dy) && !grid.isWalkableAt(x - 1, y2)) {
            return [x, y2];
          }
        }
      }
      return this._jump(x + dx, y2 + dy, x, y2);
    };
    JPFAlwaysMoveDiagonally.prototype._findNeighbors = function(node) {
      var parent = node.parent, x = node.x, y2 = node.y, grid = this.grid, px, py, nx, ny, dx, dy, neighbors = [], neighborNodes, neighborNode, i, l;
      if (parent) {
        px = parent.x;
        py = parent.y;
        dx = (x - px) / Math.max(Math.abs(x - px), 1);
        dy = (y2 - py) / Math.max(Math.abs(y2 - py), 1);
        if (dx !== 0 && dy !== 0) {
          if (grid.isWalkableAt(x, y2 + dy)) {
            neighbors.push([x, y2 + dy]);
          }
          if (grid.isWalkableAt(x + dx, y2)) {
            neighbors.push([x + dx, y2]);
          }
          if (grid.isWalkableAt(x + dx, y2 + dy)) {
            neighbors.push([x + dx, y2 + dy]);
          }
          if (!grid.isWalkableAt(x - dx, y2)) {
            neighbors.push([x - dx, y2 + dy]);
          }
          if (!grid.isWalkableAt(x, y2 - dy)) {
            neighbors.push([x + dx, y2 - dy]);
          }
        } else {
          if (dx === 0) {
            if (grid.isWalkableAt(x, y2 + dy)) {
              neighbors.push([x, y2 + dy]);
            }
            if (!grid.isWalkableAt(x + 1, y2)) {
              neighbors.push([x + 1, y2 + dy]);
            }
            if (!grid.isWalkableAt(x - 1, y2)) {
              neighbors.push([x - 1, y2 + dy]);
            }
          } else {
            if (grid.isWalkableAt(x + dx, y2)) {
              neighbors.push([x + dx, y2]);
            }
            if (!grid.isWalkableAt(x, y2 + 1)) {
              neighbors.push([x + dx, y2 + 1]);
            }
            if (!grid.isWalkableAt(x, y2 - 1)) {
              neighbors.push([x + dx, y2 - 1]);
            }
          }
        }
      } else {
        neighborNodes = grid.getNeighbors(node, DiagonalMovement.Always);
        for (i = 0, l = neighborNodes.length; i < l; ++i) {
          neighborNode = neighborNodes[i];
          neighbors.push([neighborNode.x, neighborNode.y]);
        }
      }
      return neighbors;
    };
    module.exports = JPFAlwaysMoveDiagonally;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/JPFMoveDiagonallyIfNoObstacles.js
var require_JPFMoveDiagonallyIfNoObstacles = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/JPFMoveDiagonallyIfNoObstacles.js"(exports, module) {
    "use strict";
    var JumpPointFinderBase = require_JumpPointFinderBase();
    var DiagonalMovement = require_DiagonalMovement();
    function JPFMoveDiagonallyIfNoObstacles(opt) {
      JumpPointFinderBase.call(this, opt);
    }
    JPFMoveDiagonallyIfNoObstacles.prototype = new JumpPointFinderBase();
    JPFMoveDiagonallyIfNoObstacles.prototype.constructor = JPFMoveDiagonallyIfNoObstacles;
    JPFMoveDiagonallyIfNoObstacles.prototype._jump = function(x, y2, px, py) {
      var grid = this.grid, dx = x - px, dy = y2 - py;
      if (!grid.isWalkableAt(x, y2)) {
        return null;
      }
      if (this.trackJumpRecursion === true) {
        grid.getNodeAt(x, y2).tested = true;
      }
      if (grid.getNodeAt(x, y2) === this.endNode) {
        return [x, y2];
      }
      if (dx !== 0 && dy !== 0) {
        if (this._jump(x + dx, y2, x, y2) || this._jump(x, y2 + dy, x, y2)) {
          return [x, y2];
        }
      } else {
        if (dx !== 0) {
          if (grid.isWalkableAt(x, y2 - 1) && !grid.isWalkableAt(x - dx, y2 - 1) || grid.isWalkableAt(x, y2 + 1) && !grid.isWalkableAt(x - dx, y2 + 1)) {
            return [x, y2];
          }
        } else if (dy !== 0) {
          if (grid.isWalkableAt(x - 1, y2) && !grid.isWalkableAt(x - 1, y2 - dy) || grid.isWalkableAt(x + 1, y2) && !grid.isWalkableAt(x + 1, y2 - dy)) {
            return [x, y2];
          }
        }
      }
      if (grid.isWalkableAt(x + dx, y2) && grid.isWalkableAt(x, y2 + dy)) {
        return this._jump(x + dx, y2 + dy, x, y2);
      } else {
        return null;
      }
    };
    JPFMoveDiagonallyIfNoObstacles.prototype._findNeighbors = function(node) {
      var parent = node.parent, x = node.x, y2 = node.y, grid = this.grid, px, py, nx, ny, dx, dy, neighbors = [], neighborNodes, neighborNode, i, l;
      if (parent) {
        px = parent.x;
        py = parent.y;
        dx = (x - px) / Math.max(Math.abs(x - px), 1);
        dy = (y2 - py) / Math.max(Math.abs(y2 - py), 1);
        if (dx !== 0 && dy !== 0) {
          if (grid.isWalkableAt(x, y2 + dy)) {
            neighbors.push([x, y2 + dy]);
          }
          if (grid.isWalkableAt(x + dx, y2)) {
            neighbors.push([x + dx, y2]);
          }
          if (grid.isWalkableAt(x, y2 + dy) && grid.isWalkableAt(x + dx, y2)) {
            neighbors.push([x + dx, y2 + dy]);
          }
        } else {
          var isNextWalkable;
          if (dx !== 0) {
            isNextWalkable = grid.isWalkableAt(x + dx, y2);
            var isTopWalkable = grid.isWalkableAt(x, y2 + 1);
            var isBottomWalkable = grid.isWalkableAt(x, y2 - 1);
            if (isNextWalkable) {
              neighbors.push([x + dx, y2]);
              if (isTopWalkable) {
                neighbors.push([x + dx, y2 + 1]);
              }
              if (isBottomWalkable) {
                neighbors.push([x + dx, y2 - 1]);
              }
            }
            if (isTopWalkable) {
              neighbors.push([x, y2 + 1]);
            }
            if (isBottomWalkable) {
              neighbors.push([x, y2 - 1]);
            }
          } else if (dy !== 0) {
            isNextWalkable = grid.isWalkableAt(x, y2 + dy);
            var isRightWalkable = grid.isWalkableAt(x + 1, y2);
            var isLeftWalkable = grid.isWalkableAt(x - 1, y2);
            if (isNextWalkable) {
              neighbors.push([x, y2 + dy]);
              if (isRightWalkable) {
                neighbors.push([x + 1, y2 + dy]);
              }
              if (isLeftWalkable) {
                neighbors.push([x - 1, y2 + dy]);
              }
            }
            if (isRightWalkable) {
              neighbors.push([x + 1, y2]);
            }
            if (isLeftWalkable) {
              neighbors.push([x - 1, y2]);
            }
          }
        }
      } else {
        neighborNodes = grid.getNeighbors(node, DiagonalMovement.OnlyWhenNoObstacles);
        for (i = 0, l = neighborNodes.length; i < l; ++i) {
          neighborNode = neighborNodes[i];
          neighbors.push([neighborNode.x, neighborNode.y]);
        }
      }
      return neighbors;
    };
    module.exports = JPFMoveDiagonallyIfNoObstacles;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/JPFMoveDiagonallyIfAtMostOneObstacle.js
var require_JPFMoveDiagonallyIfAtMostOneObstacle = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/JPFMoveDiagonallyIfAtMostOneObstacle.js"(exports, module) {
    "use strict";
    var JumpPointFinderBase = require_JumpPointFinderBase();
    var DiagonalMovement = require_DiagonalMovement();
    function JPFMoveDiagonallyIfAtMostOneObstacle(opt) {
      JumpPointFinderBase.call(this, opt);
    }
    JPFMoveDiagonallyIfAtMostOneObstacle.prototype = new JumpPointFinderBase();
    JPFMoveDiagonallyIfAtMostOneObstacle.prototype.constructor = JPFMoveDiagonallyIfAtMostOneObstacle;
    JPFMoveDiagonallyIfAtMostOneObstacle.prototype._jump = function(x, y2, px, py) {
      var grid = this.grid, dx = x - px, dy = y2 - py;
      if (!grid.isWalkableAt(x, y2)) {
        return null;
      }
      if (this.trackJumpRecursion === true) {
        grid.getNodeAt(x, y2).tested = true;
      }
      if (grid.getNodeAt(x, y2) === this.endNode) {
        return [x, y2];
      }
      if (dx !== 0 && dy !== 0) {
        if (grid.isWalkableAt(x - dx, y2 + dy) && !grid.isWalkableAt(x - dx, y2) || grid.isWalkableAt(x + dx, y2 - dy) && !grid.isWalkableAt(x, y2 - dy)) {
          return [x, y2];
        }
        if (this._jump(x + dx, y2, x, y2) || this._jump(x, y2 + dy, x, y2)) {
          return [x, y2];
        }
      } else {
        if (dx !== 0) {
          if (grid.isWalkableAt(x + dx, y2 + 1) && !grid.isWalkableAt(x, y2 + 1) || grid.isWalkableAt(x + dx, y2 - 1) && !grid.isWalkableAt(x, y2 - 1)) {
            return [x, y2];
          }
        } else {
          if (grid.isWalkableAt(x + 1, y2 + dy) && !grid.isWalkableAt(x + 1, y2) || grid.isWalkableAt(x - 1, y2 + dy) && !grid.isWalkableAt(x - 1, y2)) {
            return [x, y2];
          }
        }
      }
      if (grid.isWalkableAt(x + dx, y2) || grid.isWalkableAt(x, y2 + dy)) {
        return this._jump(x + dx, y2 + dy, x, y2);
      } else {
        return null;
      }
    };
    JPFMoveDiagonallyIfAtMostOneObstacle.prototype._findNeighbors = function(node) {
      var parent = node.parent, x = node.x, y2 = node.y, grid = this.grid, px, py, nx, ny, dx, dy, neighbors = [], neighborNodes, neighborNode, i, l;
      if (parent) {
        px = parent.x;
        py = parent.y;
        dx = (x - px) / Math.max(Math.abs(x - px), 1);
        dy = (y2 - py) / Math.max(Math.abs(y2 - py), 1);
        if (dx !== 0 && dy !== 0) {
          if (grid.isWalkableAt(x, y2 + dy)) {
            neighbors.push([x, y2 + dy]);
          }
          if (grid.isWalkableAt(x + dx, y2)) {
            neighbors.push([x + dx, y2]);
          }
          if (grid.isWalkableAt(x, y2 + dy) || grid.isWalkableAt(x + dx, y2)) {
            neighbors.push([x + dx, y2 + dy]);
          }
          if (!grid.isWalkableAt(x - dx, y2) && grid.isWalkableAt(x, y2 + dy)) {
            neighbors.push([x - dx, y2 + dy]);
          }
          if (!grid.isWalkableAt(x, y2 - dy) && grid.isWalkableAt(x + dx, y2)) {
            neighbors.push([x + dx, y2 - dy]);
          }
        } else {
          if (dx === 0) {
            if (grid.isWalkableAt(x, y2 + dy)) {
              neighbors.push([x, y2 + dy]);
              if (!grid.isWalkableAt(x + 1, y2)) {
                neighbors.push([x + 1, y2 + dy]);
              }
              if (!grid.isWalkableAt(x - 1, y2)) {
                neighbors.push([x - 1, y2 + dy]);
              }
            }
          } else {
            if (grid.isWalkableAt(x + dx, y2)) {
              neighbors.push([x + dx, y2]);
              if (!grid.isWalkableAt(x, y2 + 1)) {
                neighbors.push([x + dx, y2 + 1]);
              }
              if (!grid.isWalkableAt(x, y2 - 1)) {
                neighbors.push([x + dx, y2 - 1]);
              }
            }
          }
        }
      } else {
        neighborNodes = grid.getNeighbors(node, DiagonalMovement.IfAtMostOneObstacle);
        for (i = 0, l = neighborNodes.length; i < l; ++i) {
          neighborNode = neighborNodes[i];
          neighbors.push([neighborNode.x, neighborNode.y]);
        }
      }
      return neighbors;
    };
    module.exports = JPFMoveDiagonallyIfAtMostOneObstacle;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/JumpPointFinder.js
var require_JumpPointFinder = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/finders/JumpPointFinder.js"(exports, module) {
    "use strict";
    var DiagonalMovement = require_DiagonalMovement();
    var JPFNeverMoveDiagonally = require_JPFNeverMoveDiagonally();
    var JPFAlwaysMoveDiagonally = require_JPFAlwaysMoveDiagonally();
    var JPFMoveDiagonallyIfNoObstacles = require_JPFMoveDiagonallyIfNoObstacles();
    var JPFMoveDiagonallyIfAtMostOneObstacle = require_JPFMoveDiagonallyIfAtMostOneObstacle();
    function JumpPointFinder(opt) {
      opt = opt || {};
      if (opt.diagonalMovement === DiagonalMovement.Never) {
        return new JPFNeverMoveDiagonally(opt);
      } else if (opt.diagonalMovement === DiagonalMovement.Always) {
        return new JPFAlwaysMoveDiagonally(opt);
      } else if (opt.diagonalMovement === DiagonalMovement.OnlyWhenNoObstacles) {
        return new JPFMoveDiagonallyIfNoObstacles(opt);
      } else {
        return new JPFMoveDiagonallyIfAtMostOneObstacle(opt);
      }
    }
    module.exports = JumpPointFinder;
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/PathFinding.js
var require_PathFinding = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/src/PathFinding.js"(exports, module) {
    "use strict";
    module.exports = {
      "Heap": require_heap5(),
      "Node": require_Node(),
      "Grid": require_Grid(),
      "Util": require_Util(),
      "DiagonalMovement": require_DiagonalMovement(),
      "Heuristic": require_Heuristic(),
      "AStarFinder": require_AStarFinder(),
      "BestFirstFinder": require_BestFirstFinder(),
      "BreadthFirstFinder": require_BreadthFirstFinder(),
      "DijkstraFinder": require_DijkstraFinder(),
      "BiAStarFinder": require_BiAStarFinder(),
      "BiBestFirstFinder": require_BiBestFirstFinder(),
      "BiBreadthFirstFinder": require_BiBreadthFirstFinder(),
      "BiDijkstraFinder": require_BiDijkstraFinder(),
      "IDAStarFinder": require_IDAStarFinder(),
      "JumpPointFinder": require_JumpPointFinder()
    };
  }
});

// ../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/index.js
var require_pathfinding = __commonJS({
  "../../node_modules/.pnpm/pathfinding@0.4.18/node_modules/pathfinding/index.js"(exports, module) {
    "use strict";
    module.exports = require_PathFinding();
  }
});

// bench/run.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "fs";
import os from "os";
import { fileURLToPath } from "url";

// test/fixtures/fifteen-puzzle.ts
var UP = 0;
var LEFT = 1;
var RIGHT = 2;
var DOWN = 3;
var DELTA = [-4, -1, 1, 4];
var MOVES = [];
for (let blank = 0; blank < 16; blank++) {
  const r = blank >> 2;
  const c = blank & 3;
  for (let prev = 0; prev <= 4; prev++) {
    const list = [];
    if (r > 0 && prev !== DOWN) list.push(UP);
    if (c > 0 && prev !== RIGHT) list.push(LEFT);
    if (c < 3 && prev !== LEFT) list.push(RIGHT);
    if (r < 3 && prev !== UP) list.push(DOWN);
    MOVES[blank * 5 + prev] = list;
  }
}
var MD = new Int32Array(256);
for (let t = 1; t < 16; t++) {
  for (let cell = 0; cell < 16; cell++) {
    MD[t * 16 + cell] = Math.abs((t >> 2) - (cell >> 2)) + Math.abs((t & 3) - (cell & 3));
  }
}
function boardOf(tiles) {
  const t = Int8Array.from(tiles);
  let h = 0;
  for (let cell = 0; cell < 16; cell++) if (t[cell] !== 0) h += MD[t[cell] * 16 + cell];
  return { tiles: t, blank: t.indexOf(0), h };
}
function fifteenInPlace(tiles) {
  return {
    state: boardOf(tiles),
    moves: (b, previous) => MOVES[b.blank * 5 + (previous ?? 4)],
    apply(b, m) {
      const from = b.blank + DELTA[m];
      const tile = b.tiles[from];
      b.h += MD[tile * 16 + b.blank] - MD[tile * 16 + from];
      b.tiles[b.blank] = tile;
      b.tiles[from] = 0;
      b.blank = from;
      return 1;
    },
    undo(b, m) {
      const to = b.blank - DELTA[m];
      const tile = b.tiles[to];
      b.h += MD[tile * 16 + b.blank] - MD[tile * 16 + to];
      b.tiles[b.blank] = tile;
      b.tiles[to] = 0;
      b.blank = to;
    },
    isGoal: (b) => b.h === 0,
    heuristic: (b) => b.h,
    clone: (b) => ({ tiles: b.tiles.slice(), blank: b.blank, h: b.h })
  };
}
function parseKorf(text) {
  return text.trim().split("\n").slice(1).map((line) => {
    const [id, h0, optimal, generated, tiles] = line.split("	");
    return {
      id: Number(id),
      h0: Number(h0),
      optimal: Number(optimal),
      generated: Number(generated),
      tiles: tiles.trim().split(/\s+/).map(Number)
    };
  });
}

// bench/grid-contenders.ts
var import_easystarjs = __toESM(require_easystar(), 1);

// ../../node_modules/.pnpm/graphology@0.26.0_graphology-types@0.24.8/node_modules/graphology/dist/graphology.mjs
import { EventEmitter } from "events";
function assignPolyfill() {
  const target = arguments[0];
  for (let i = 1, l = arguments.length; i < l; i++) {
    if (!arguments[i]) continue;
    for (const k in arguments[i]) target[k] = arguments[i][k];
  }
  return target;
}
var assign = assignPolyfill;
if (typeof Object.assign === "function") assign = Object.assign;
function getMatchingEdge(graph, source, target, type) {
  const sourceData = graph._nodes.get(source);
  let edge = null;
  if (!sourceData) return edge;
  if (type === "mixed") {
    edge = sourceData.out && sourceData.out[target] || sourceData.undirected && sourceData.undirected[target];
  } else if (type === "directed") {
    edge = sourceData.out && sourceData.out[target];
  } else {
    edge = sourceData.undirected && sourceData.undirected[target];
  }
  return edge;
}
function isPlainObject(value) {
  return typeof value === "object" && value !== null;
}
function isEmpty(o) {
  let k;
  for (k in o) return false;
  return true;
}
function privateProperty(target, name, value) {
  Object.defineProperty(target, name, {
    enumerable: false,
    configurable: false,
    writable: true,
    value
  });
}
function readOnlyProperty(target, name, value) {
  const descriptor = {
    enumerable: true,
    configurable: true
  };
  if (typeof value === "function") {
    descriptor.get = value;
  } else {
    descriptor.value = value;
    descriptor.writable = false;
  }
  Object.defineProperty(target, name, descriptor);
}
function validateHints(hints) {
  if (!isPlainObject(hints)) return false;
  if (hints.attributes && !Array.isArray(hints.attributes)) return false;
  return true;
}
function incrementalIdStartingFromRandomByte() {
  let i = Math.floor(Math.random() * 256) & 255;
  return () => {
    return i++;
  };
}
function chain() {
  const iterables = arguments;
  let current = null;
  let i = -1;
  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      let step = null;
      do {
        if (current === null) {
          i++;
          if (i >= iterables.length) return { done: true };
          current = iterables[i][Symbol.iterator]();
        }
        step = current.next();
        if (step.done) {
          current = null;
          continue;
        }
        break;
      } while (true);
      return step;
    }
  };
}
function emptyIterator() {
  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      return { done: true };
    }
  };
}
var GraphError = class extends Error {
  constructor(message) {
    super();
    this.name = "GraphError";
    this.message = message;
  }
};
var InvalidArgumentsGraphError = class _InvalidArgumentsGraphError extends GraphError {
  constructor(message) {
    super(message);
    this.name = "InvalidArgumentsGraphError";
    if (typeof Error.captureStackTrace === "function")
      Error.captureStackTrace(
        this,
        _InvalidArgumentsGraphError.prototype.constructor
      );
  }
};
var NotFoundGraphError = class _NotFoundGraphError extends GraphError {
  constructor(message) {
    super(message);
    this.name = "NotFoundGraphError";
    if (typeof Error.captureStackTrace === "function")
      Error.captureStackTrace(this, _NotFoundGraphError.prototype.constructor);
  }
};
var UsageGraphError = class _UsageGraphError extends GraphError {
  constructor(message) {
    super(message);
    this.name = "UsageGraphError";
    if (typeof Error.captureStackTrace === "function")
      Error.captureStackTrace(this, _UsageGraphError.prototype.constructor);
  }
};
function MixedNodeData(key, attributes) {
  this.key = key;
  this.attributes = attributes;
  this.clear();
}
MixedNodeData.prototype.clear = function() {
  this.inDegree = 0;
  this.outDegree = 0;
  this.undirectedDegree = 0;
  this.undirectedLoops = 0;
  this.directedLoops = 0;
  this.in = {};
  this.out = {};
  this.undirected = {};
};
function DirectedNodeData(key, attributes) {
  this.key = key;
  this.attributes = attributes;
  this.clear();
}
DirectedNodeData.prototype.clear = function() {
  this.inDegree = 0;
  this.outDegree = 0;
  this.directedLoops = 0;
  this.in = {};
  this.out = {};
};
function UndirectedNodeData(key, attributes) {
  this.key = key;
  this.attributes = attributes;
  this.clear();
}
UndirectedNodeData.prototype.clear = function() {
  this.undirectedDegree = 0;
  this.undirectedLoops = 0;
  this.undirected = {};
};
function EdgeData(undirected, key, source, target, attributes) {
  this.key = key;
  this.attributes = attributes;
  this.undirected = undirected;
  this.source = source;
  this.target = target;
}
EdgeData.prototype.attach = function() {
  let outKey = "out";
  let inKey = "in";
  if (this.undirected) outKey = inKey = "undirected";
  const source = this.source.key;
  const target = this.target.key;
  this.source[outKey][target] = this;
  if (this.undirected && source === target) return;
  this.target[inKey][source] = this;
};
EdgeData.prototype.attachMulti = function() {
  let outKey = "out";
  let inKey = "in";
  const source = this.source.key;
  const target = this.target.key;
  if (this.undirected) outKey = inKey = "undirected";
  const adj = this.source[outKey];
  const head = adj[target];
  if (typeof head === "undefined") {
    adj[target] = this;
    if (!(this.undirected && source === target)) {
      this.target[inKey][source] = this;
    }
    return;
  }
  head.previous = this;
  this.next = head;
  adj[target] = this;
  this.target[inKey][source] = this;
};
EdgeData.prototype.detach = function() {
  const source = this.source.key;
  const target = this.target.key;
  let outKey = "out";
  let inKey = "in";
  if (this.undirected) outKey = inKey = "undirected";
  delete this.source[outKey][target];
  delete this.target[inKey][source];
};
EdgeData.prototype.detachMulti = function() {
  const source = this.source.key;
  const target = this.target.key;
  let outKey = "out";
  let inKey = "in";
  if (this.undirected) outKey = inKey = "undirected";
  if (this.previous === void 0) {
    if (this.next === void 0) {
      delete this.source[outKey][target];
      delete this.target[inKey][source];
    } else {
      this.next.previous = void 0;
      this.source[outKey][target] = this.next;
      this.target[inKey][source] = this.next;
    }
  } else {
    this.previous.next = this.next;
    if (this.next !== void 0) {
      this.next.previous = this.previous;
    }
  }
};
var NODE = 0;
var SOURCE = 1;
var TARGET = 2;
var OPPOSITE = 3;
function findRelevantNodeData(graph, method, mode, nodeOrEdge, nameOrEdge, add1, add2) {
  let nodeData, edgeData, arg1, arg2;
  nodeOrEdge = "" + nodeOrEdge;
  if (mode === NODE) {
    nodeData = graph._nodes.get(nodeOrEdge);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.${method}: could not find the "${nodeOrEdge}" node in the graph.`
      );
    arg1 = nameOrEdge;
    arg2 = add1;
  } else if (mode === OPPOSITE) {
    nameOrEdge = "" + nameOrEdge;
    edgeData = graph._edges.get(nameOrEdge);
    if (!edgeData)
      throw new NotFoundGraphError(
        `Graph.${method}: could not find the "${nameOrEdge}" edge in the graph.`
      );
    const source = edgeData.source.key;
    const target = edgeData.target.key;
    if (nodeOrEdge === source) {
      nodeData = edgeData.target;
    } else if (nodeOrEdge === target) {
      nodeData = edgeData.source;
    } else {
      throw new NotFoundGraphError(
        `Graph.${method}: the "${nodeOrEdge}" node is not attached to the "${nameOrEdge}" edge (${source}, ${target}).`
      );
    }
    arg1 = add1;
    arg2 = add2;
  } else {
    edgeData = graph._edges.get(nodeOrEdge);
    if (!edgeData)
      throw new NotFoundGraphError(
        `Graph.${method}: could not find the "${nodeOrEdge}" edge in the graph.`
      );
    if (mode === SOURCE) {
      nodeData = edgeData.source;
    } else {
      nodeData = edgeData.target;
    }
    arg1 = nameOrEdge;
    arg2 = add1;
  }
  return [nodeData, arg1, arg2];
}
function attachNodeAttributeGetter(Class, method, mode) {
  Class.prototype[method] = function(nodeOrEdge, nameOrEdge, add1) {
    const [data, name] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1
    );
    return data.attributes[name];
  };
}
function attachNodeAttributesGetter(Class, method, mode) {
  Class.prototype[method] = function(nodeOrEdge, nameOrEdge) {
    const [data] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge
    );
    return data.attributes;
  };
}
function attachNodeAttributeChecker(Class, method, mode) {
  Class.prototype[method] = function(nodeOrEdge, nameOrEdge, add1) {
    const [data, name] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1
    );
    return data.attributes.hasOwnProperty(name);
  };
}
function attachNodeAttributeSetter(Class, method, mode) {
  Class.prototype[method] = function(nodeOrEdge, nameOrEdge, add1, add2) {
    const [data, name, value] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1,
      add2
    );
    data.attributes[name] = value;
    this.emit("nodeAttributesUpdated", {
      key: data.key,
      type: "set",
      attributes: data.attributes,
      name
    });
    return this;
  };
}
function attachNodeAttributeUpdater(Class, method, mode) {
  Class.prototype[method] = function(nodeOrEdge, nameOrEdge, add1, add2) {
    const [data, name, updater] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1,
      add2
    );
    if (typeof updater !== "function")
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: updater should be a function.`
      );
    const attributes = data.attributes;
    const value = updater(attributes[name]);
    attributes[name] = value;
    this.emit("nodeAttributesUpdated", {
      key: data.key,
      type: "set",
      attributes: data.attributes,
      name
    });
    return this;
  };
}
function attachNodeAttributeRemover(Class, method, mode) {
  Class.prototype[method] = function(nodeOrEdge, nameOrEdge, add1) {
    const [data, name] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1
    );
    delete data.attributes[name];
    this.emit("nodeAttributesUpdated", {
      key: data.key,
      type: "remove",
      attributes: data.attributes,
      name
    });
    return this;
  };
}
function attachNodeAttributesReplacer(Class, method, mode) {
  Class.prototype[method] = function(nodeOrEdge, nameOrEdge, add1) {
    const [data, attributes] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1
    );
    if (!isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: provided attributes are not a plain object.`
      );
    data.attributes = attributes;
    this.emit("nodeAttributesUpdated", {
      key: data.key,
      type: "replace",
      attributes: data.attributes
    });
    return this;
  };
}
function attachNodeAttributesMerger(Class, method, mode) {
  Class.prototype[method] = function(nodeOrEdge, nameOrEdge, add1) {
    const [data, attributes] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1
    );
    if (!isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: provided attributes are not a plain object.`
      );
    assign(data.attributes, attributes);
    this.emit("nodeAttributesUpdated", {
      key: data.key,
      type: "merge",
      attributes: data.attributes,
      data: attributes
    });
    return this;
  };
}
function attachNodeAttributesUpdater(Class, method, mode) {
  Class.prototype[method] = function(nodeOrEdge, nameOrEdge, add1) {
    const [data, updater] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1
    );
    if (typeof updater !== "function")
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: provided updater is not a function.`
      );
    data.attributes = updater(data.attributes);
    this.emit("nodeAttributesUpdated", {
      key: data.key,
      type: "update",
      attributes: data.attributes
    });
    return this;
  };
}
var NODE_ATTRIBUTES_METHODS = [
  {
    name: (element) => `get${element}Attribute`,
    attacher: attachNodeAttributeGetter
  },
  {
    name: (element) => `get${element}Attributes`,
    attacher: attachNodeAttributesGetter
  },
  {
    name: (element) => `has${element}Attribute`,
    attacher: attachNodeAttributeChecker
  },
  {
    name: (element) => `set${element}Attribute`,
    attacher: attachNodeAttributeSetter
  },
  {
    name: (element) => `update${element}Attribute`,
    attacher: attachNodeAttributeUpdater
  },
  {
    name: (element) => `remove${element}Attribute`,
    attacher: attachNodeAttributeRemover
  },
  {
    name: (element) => `replace${element}Attributes`,
    attacher: attachNodeAttributesReplacer
  },
  {
    name: (element) => `merge${element}Attributes`,
    attacher: attachNodeAttributesMerger
  },
  {
    name: (element) => `update${element}Attributes`,
    attacher: attachNodeAttributesUpdater
  }
];
function attachNodeAttributesMethods(Graph2) {
  NODE_ATTRIBUTES_METHODS.forEach(function({ name, attacher }) {
    attacher(Graph2, name("Node"), NODE);
    attacher(Graph2, name("Source"), SOURCE);
    attacher(Graph2, name("Target"), TARGET);
    attacher(Graph2, name("Opposite"), OPPOSITE);
  });
}
function attachEdgeAttributeGetter(Class, method, type) {
  Class.prototype[method] = function(element, name) {
    let data;
    if (this.type !== "mixed" && type !== "mixed" && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );
    if (arguments.length > 2) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );
      const source = "" + element;
      const target = "" + name;
      name = arguments[2];
      data = getMatchingEdge(this, source, target, type);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== "mixed")
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );
      element = "" + element;
      data = this._edges.get(element);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }
    return data.attributes[name];
  };
}
function attachEdgeAttributesGetter(Class, method, type) {
  Class.prototype[method] = function(element) {
    let data;
    if (this.type !== "mixed" && type !== "mixed" && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );
    if (arguments.length > 1) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );
      const source = "" + element, target = "" + arguments[1];
      data = getMatchingEdge(this, source, target, type);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== "mixed")
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );
      element = "" + element;
      data = this._edges.get(element);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }
    return data.attributes;
  };
}
function attachEdgeAttributeChecker(Class, method, type) {
  Class.prototype[method] = function(element, name) {
    let data;
    if (this.type !== "mixed" && type !== "mixed" && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );
    if (arguments.length > 2) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );
      const source = "" + element;
      const target = "" + name;
      name = arguments[2];
      data = getMatchingEdge(this, source, target, type);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== "mixed")
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );
      element = "" + element;
      data = this._edges.get(element);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }
    return data.attributes.hasOwnProperty(name);
  };
}
function attachEdgeAttributeSetter(Class, method, type) {
  Class.prototype[method] = function(element, name, value) {
    let data;
    if (this.type !== "mixed" && type !== "mixed" && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );
    if (arguments.length > 3) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );
      const source = "" + element;
      const target = "" + name;
      name = arguments[2];
      value = arguments[3];
      data = getMatchingEdge(this, source, target, type);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== "mixed")
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );
      element = "" + element;
      data = this._edges.get(element);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }
    data.attributes[name] = value;
    this.emit("edgeAttributesUpdated", {
      key: data.key,
      type: "set",
      attributes: data.attributes,
      name
    });
    return this;
  };
}
function attachEdgeAttributeUpdater(Class, method, type) {
  Class.prototype[method] = function(element, name, updater) {
    let data;
    if (this.type !== "mixed" && type !== "mixed" && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );
    if (arguments.length > 3) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );
      const source = "" + element;
      const target = "" + name;
      name = arguments[2];
      updater = arguments[3];
      data = getMatchingEdge(this, source, target, type);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== "mixed")
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );
      element = "" + element;
      data = this._edges.get(element);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }
    if (typeof updater !== "function")
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: updater should be a function.`
      );
    data.attributes[name] = updater(data.attributes[name]);
    this.emit("edgeAttributesUpdated", {
      key: data.key,
      type: "set",
      attributes: data.attributes,
      name
    });
    return this;
  };
}
function attachEdgeAttributeRemover(Class, method, type) {
  Class.prototype[method] = function(element, name) {
    let data;
    if (this.type !== "mixed" && type !== "mixed" && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );
    if (arguments.length > 2) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );
      const source = "" + element;
      const target = "" + name;
      name = arguments[2];
      data = getMatchingEdge(this, source, target, type);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== "mixed")
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );
      element = "" + element;
      data = this._edges.get(element);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }
    delete data.attributes[name];
    this.emit("edgeAttributesUpdated", {
      key: data.key,
      type: "remove",
      attributes: data.attributes,
      name
    });
    return this;
  };
}
function attachEdgeAttributesReplacer(Class, method, type) {
  Class.prototype[method] = function(element, attributes) {
    let data;
    if (this.type !== "mixed" && type !== "mixed" && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );
    if (arguments.length > 2) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );
      const source = "" + element, target = "" + attributes;
      attributes = arguments[2];
      data = getMatchingEdge(this, source, target, type);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== "mixed")
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );
      element = "" + element;
      data = this._edges.get(element);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }
    if (!isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: provided attributes are not a plain object.`
      );
    data.attributes = attributes;
    this.emit("edgeAttributesUpdated", {
      key: data.key,
      type: "replace",
      attributes: data.attributes
    });
    return this;
  };
}
function attachEdgeAttributesMerger(Class, method, type) {
  Class.prototype[method] = function(element, attributes) {
    let data;
    if (this.type !== "mixed" && type !== "mixed" && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );
    if (arguments.length > 2) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );
      const source = "" + element, target = "" + attributes;
      attributes = arguments[2];
      data = getMatchingEdge(this, source, target, type);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== "mixed")
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );
      element = "" + element;
      data = this._edges.get(element);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }
    if (!isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: provided attributes are not a plain object.`
      );
    assign(data.attributes, attributes);
    this.emit("edgeAttributesUpdated", {
      key: data.key,
      type: "merge",
      attributes: data.attributes,
      data: attributes
    });
    return this;
  };
}
function attachEdgeAttributesUpdater(Class, method, type) {
  Class.prototype[method] = function(element, updater) {
    let data;
    if (this.type !== "mixed" && type !== "mixed" && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );
    if (arguments.length > 2) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );
      const source = "" + element, target = "" + updater;
      updater = arguments[2];
      data = getMatchingEdge(this, source, target, type);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== "mixed")
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );
      element = "" + element;
      data = this._edges.get(element);
      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }
    if (typeof updater !== "function")
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: provided updater is not a function.`
      );
    data.attributes = updater(data.attributes);
    this.emit("edgeAttributesUpdated", {
      key: data.key,
      type: "update",
      attributes: data.attributes
    });
    return this;
  };
}
var EDGE_ATTRIBUTES_METHODS = [
  {
    name: (element) => `get${element}Attribute`,
    attacher: attachEdgeAttributeGetter
  },
  {
    name: (element) => `get${element}Attributes`,
    attacher: attachEdgeAttributesGetter
  },
  {
    name: (element) => `has${element}Attribute`,
    attacher: attachEdgeAttributeChecker
  },
  {
    name: (element) => `set${element}Attribute`,
    attacher: attachEdgeAttributeSetter
  },
  {
    name: (element) => `update${element}Attribute`,
    attacher: attachEdgeAttributeUpdater
  },
  {
    name: (element) => `remove${element}Attribute`,
    attacher: attachEdgeAttributeRemover
  },
  {
    name: (element) => `replace${element}Attributes`,
    attacher: attachEdgeAttributesReplacer
  },
  {
    name: (element) => `merge${element}Attributes`,
    attacher: attachEdgeAttributesMerger
  },
  {
    name: (element) => `update${element}Attributes`,
    attacher: attachEdgeAttributesUpdater
  }
];
function attachEdgeAttributesMethods(Graph2) {
  EDGE_ATTRIBUTES_METHODS.forEach(function({ name, attacher }) {
    attacher(Graph2, name("Edge"), "mixed");
    attacher(Graph2, name("DirectedEdge"), "directed");
    attacher(Graph2, name("UndirectedEdge"), "undirected");
  });
}
var EDGES_ITERATION = [
  {
    name: "edges",
    type: "mixed"
  },
  {
    name: "inEdges",
    type: "directed",
    direction: "in"
  },
  {
    name: "outEdges",
    type: "directed",
    direction: "out"
  },
  {
    name: "inboundEdges",
    type: "mixed",
    direction: "in"
  },
  {
    name: "outboundEdges",
    type: "mixed",
    direction: "out"
  },
  {
    name: "directedEdges",
    type: "directed"
  },
  {
    name: "undirectedEdges",
    type: "undirected"
  }
];
function forEachSimple(breakable, object, callback, avoid) {
  let shouldBreak = false;
  for (const k in object) {
    if (k === avoid) continue;
    const edgeData = object[k];
    shouldBreak = callback(
      edgeData.key,
      edgeData.attributes,
      edgeData.source.key,
      edgeData.target.key,
      edgeData.source.attributes,
      edgeData.target.attributes,
      edgeData.undirected
    );
    if (breakable && shouldBreak) return edgeData.key;
  }
  return;
}
function forEachMulti(breakable, object, callback, avoid) {
  let edgeData, source, target;
  let shouldBreak = false;
  for (const k in object) {
    if (k === avoid) continue;
    edgeData = object[k];
    do {
      source = edgeData.source;
      target = edgeData.target;
      shouldBreak = callback(
        edgeData.key,
        edgeData.attributes,
        source.key,
        target.key,
        source.attributes,
        target.attributes,
        edgeData.undirected
      );
      if (breakable && shouldBreak) return edgeData.key;
      edgeData = edgeData.next;
    } while (edgeData !== void 0);
  }
  return;
}
function createIterator(object, avoid) {
  const keys = Object.keys(object);
  const l = keys.length;
  let edgeData;
  let i = 0;
  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      do {
        if (!edgeData) {
          if (i >= l) return { done: true };
          const k = keys[i++];
          if (k === avoid) {
            edgeData = void 0;
            continue;
          }
          edgeData = object[k];
        } else {
          edgeData = edgeData.next;
        }
      } while (!edgeData);
      return {
        done: false,
        value: {
          edge: edgeData.key,
          attributes: edgeData.attributes,
          source: edgeData.source.key,
          target: edgeData.target.key,
          sourceAttributes: edgeData.source.attributes,
          targetAttributes: edgeData.target.attributes,
          undirected: edgeData.undirected
        }
      };
    }
  };
}
function forEachForKeySimple(breakable, object, k, callback) {
  const edgeData = object[k];
  if (!edgeData) return;
  const sourceData = edgeData.source;
  const targetData = edgeData.target;
  if (callback(
    edgeData.key,
    edgeData.attributes,
    sourceData.key,
    targetData.key,
    sourceData.attributes,
    targetData.attributes,
    edgeData.undirected
  ) && breakable)
    return edgeData.key;
}
function forEachForKeyMulti(breakable, object, k, callback) {
  let edgeData = object[k];
  if (!edgeData) return;
  let shouldBreak = false;
  do {
    shouldBreak = callback(
      edgeData.key,
      edgeData.attributes,
      edgeData.source.key,
      edgeData.target.key,
      edgeData.source.attributes,
      edgeData.target.attributes,
      edgeData.undirected
    );
    if (breakable && shouldBreak) return edgeData.key;
    edgeData = edgeData.next;
  } while (edgeData !== void 0);
  return;
}
function createIteratorForKey(object, k) {
  let edgeData = object[k];
  if (edgeData.next !== void 0) {
    return {
      [Symbol.iterator]() {
        return this;
      },
      next() {
        if (!edgeData) return { done: true };
        const value = {
          edge: edgeData.key,
          attributes: edgeData.attributes,
          source: edgeData.source.key,
          target: edgeData.target.key,
          sourceAttributes: edgeData.source.attributes,
          targetAttributes: edgeData.target.attributes,
          undirected: edgeData.undirected
        };
        edgeData = edgeData.next;
        return {
          done: false,
          value
        };
      }
    };
  }
  let done = false;
  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      if (done === true) return { done: true };
      done = true;
      return {
        done: false,
        value: {
          edge: edgeData.key,
          attributes: edgeData.attributes,
          source: edgeData.source.key,
          target: edgeData.target.key,
          sourceAttributes: edgeData.source.attributes,
          targetAttributes: edgeData.target.attributes,
          undirected: edgeData.undirected
        }
      };
    }
  };
}
function createEdgeArray(graph, type) {
  if (graph.size === 0) return [];
  if (type === "mixed" || type === graph.type) {
    return Array.from(graph._edges.keys());
  }
  const size = type === "undirected" ? graph.undirectedSize : graph.directedSize;
  const list = new Array(size), mask = type === "undirected";
  const iterator = graph._edges.values();
  let i = 0;
  let step, data;
  while (step = iterator.next(), step.done !== true) {
    data = step.value;
    if (data.undirected === mask) list[i++] = data.key;
  }
  return list;
}
function forEachEdge(breakable, graph, type, callback) {
  if (graph.size === 0) return;
  const shouldFilter = type !== "mixed" && type !== graph.type;
  const mask = type === "undirected";
  let step, data;
  let shouldBreak = false;
  const iterator = graph._edges.values();
  while (step = iterator.next(), step.done !== true) {
    data = step.value;
    if (shouldFilter && data.undirected !== mask) continue;
    const { key, attributes, source, target } = data;
    shouldBreak = callback(
      key,
      attributes,
      source.key,
      target.key,
      source.attributes,
      target.attributes,
      data.undirected
    );
    if (breakable && shouldBreak) return key;
  }
  return;
}
function createEdgeIterator(graph, type) {
  if (graph.size === 0) return emptyIterator();
  const shouldFilter = type !== "mixed" && type !== graph.type;
  const mask = type === "undirected";
  const iterator = graph._edges.values();
  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      let step, data;
      while (true) {
        step = iterator.next();
        if (step.done) return step;
        data = step.value;
        if (shouldFilter && data.undirected !== mask) continue;
        break;
      }
      const value = {
        edge: data.key,
        attributes: data.attributes,
        source: data.source.key,
        target: data.target.key,
        sourceAttributes: data.source.attributes,
        targetAttributes: data.target.attributes,
        undirected: data.undirected
      };
      return { value, done: false };
    }
  };
}
function forEachEdgeForNode(breakable, multi, type, direction, nodeData, callback) {
  const fn = multi ? forEachMulti : forEachSimple;
  let found;
  if (type !== "undirected") {
    if (direction !== "out") {
      found = fn(breakable, nodeData.in, callback);
      if (breakable && found) return found;
    }
    if (direction !== "in") {
      found = fn(
        breakable,
        nodeData.out,
        callback,
        !direction ? nodeData.key : void 0
      );
      if (breakable && found) return found;
    }
  }
  if (type !== "directed") {
    found = fn(breakable, nodeData.undirected, callback);
    if (breakable && found) return found;
  }
  return;
}
function createEdgeArrayForNode(multi, type, direction, nodeData) {
  const edges = [];
  forEachEdgeForNode(false, multi, type, direction, nodeData, function(key) {
    edges.push(key);
  });
  return edges;
}
function createEdgeIteratorForNode(type, direction, nodeData) {
  let iterator = emptyIterator();
  if (type !== "undirected") {
    if (direction !== "out" && typeof nodeData.in !== "undefined")
      iterator = chain(iterator, createIterator(nodeData.in));
    if (direction !== "in" && typeof nodeData.out !== "undefined")
      iterator = chain(
        iterator,
        createIterator(nodeData.out, !direction ? nodeData.key : void 0)
      );
  }
  if (type !== "directed" && typeof nodeData.undirected !== "undefined") {
    iterator = chain(iterator, createIterator(nodeData.undirected));
  }
  return iterator;
}
function forEachEdgeForPath(breakable, type, multi, direction, sourceData, target, callback) {
  const fn = multi ? forEachForKeyMulti : forEachForKeySimple;
  let found;
  if (type !== "undirected") {
    if (typeof sourceData.in !== "undefined" && direction !== "out") {
      found = fn(breakable, sourceData.in, target, callback);
      if (breakable && found) return found;
    }
    if (typeof sourceData.out !== "undefined" && direction !== "in" && (direction || sourceData.key !== target)) {
      found = fn(breakable, sourceData.out, target, callback);
      if (breakable && found) return found;
    }
  }
  if (type !== "directed") {
    if (typeof sourceData.undirected !== "undefined") {
      found = fn(breakable, sourceData.undirected, target, callback);
      if (breakable && found) return found;
    }
  }
  return;
}
function createEdgeArrayForPath(type, multi, direction, sourceData, target) {
  const edges = [];
  forEachEdgeForPath(
    false,
    type,
    multi,
    direction,
    sourceData,
    target,
    function(key) {
      edges.push(key);
    }
  );
  return edges;
}
function createEdgeIteratorForPath(type, direction, sourceData, target) {
  let iterator = emptyIterator();
  if (type !== "undirected") {
    if (typeof sourceData.in !== "undefined" && direction !== "out" && target in sourceData.in)
      iterator = chain(iterator, createIteratorForKey(sourceData.in, target));
    if (typeof sourceData.out !== "undefined" && direction !== "in" && target in sourceData.out && (direction || sourceData.key !== target))
      iterator = chain(iterator, createIteratorForKey(sourceData.out, target));
  }
  if (type !== "directed") {
    if (typeof sourceData.undirected !== "undefined" && target in sourceData.undirected)
      iterator = chain(
        iterator,
        createIteratorForKey(sourceData.undirected, target)
      );
  }
  return iterator;
}
function attachEdgeArrayCreator(Class, description) {
  const { name, type, direction } = description;
  Class.prototype[name] = function(source, target) {
    if (type !== "mixed" && this.type !== "mixed" && type !== this.type)
      return [];
    if (!arguments.length) return createEdgeArray(this, type);
    if (arguments.length === 1) {
      source = "" + source;
      const nodeData = this._nodes.get(source);
      if (typeof nodeData === "undefined")
        throw new NotFoundGraphError(
          `Graph.${name}: could not find the "${source}" node in the graph.`
        );
      return createEdgeArrayForNode(
        this.multi,
        type === "mixed" ? this.type : type,
        direction,
        nodeData
      );
    }
    if (arguments.length === 2) {
      source = "" + source;
      target = "" + target;
      const sourceData = this._nodes.get(source);
      if (!sourceData)
        throw new NotFoundGraphError(
          `Graph.${name}:  could not find the "${source}" source node in the graph.`
        );
      if (!this._nodes.has(target))
        throw new NotFoundGraphError(
          `Graph.${name}:  could not find the "${target}" target node in the graph.`
        );
      return createEdgeArrayForPath(
        type,
        this.multi,
        direction,
        sourceData,
        target
      );
    }
    throw new InvalidArgumentsGraphError(
      `Graph.${name}: too many arguments (expecting 0, 1 or 2 and got ${arguments.length}).`
    );
  };
}
function attachForEachEdge(Class, description) {
  const { name, type, direction } = description;
  const forEachName = "forEach" + name[0].toUpperCase() + name.slice(1, -1);
  Class.prototype[forEachName] = function(source, target, callback) {
    if (type !== "mixed" && this.type !== "mixed" && type !== this.type) return;
    if (arguments.length === 1) {
      callback = source;
      return forEachEdge(false, this, type, callback);
    }
    if (arguments.length === 2) {
      source = "" + source;
      callback = target;
      const nodeData = this._nodes.get(source);
      if (typeof nodeData === "undefined")
        throw new NotFoundGraphError(
          `Graph.${forEachName}: could not find the "${source}" node in the graph.`
        );
      return forEachEdgeForNode(
        false,
        this.multi,
        type === "mixed" ? this.type : type,
        direction,
        nodeData,
        callback
      );
    }
    if (arguments.length === 3) {
      source = "" + source;
      target = "" + target;
      const sourceData = this._nodes.get(source);
      if (!sourceData)
        throw new NotFoundGraphError(
          `Graph.${forEachName}:  could not find the "${source}" source node in the graph.`
        );
      if (!this._nodes.has(target))
        throw new NotFoundGraphError(
          `Graph.${forEachName}:  could not find the "${target}" target node in the graph.`
        );
      return forEachEdgeForPath(
        false,
        type,
        this.multi,
        direction,
        sourceData,
        target,
        callback
      );
    }
    throw new InvalidArgumentsGraphError(
      `Graph.${forEachName}: too many arguments (expecting 1, 2 or 3 and got ${arguments.length}).`
    );
  };
  const mapName = "map" + name[0].toUpperCase() + name.slice(1);
  Class.prototype[mapName] = function() {
    const args = Array.prototype.slice.call(arguments);
    const callback = args.pop();
    let result;
    if (args.length === 0) {
      let length = 0;
      if (type !== "directed") length += this.undirectedSize;
      if (type !== "undirected") length += this.directedSize;
      result = new Array(length);
      let i = 0;
      args.push((e, ea, s, t, sa, ta, u2) => {
        result[i++] = callback(e, ea, s, t, sa, ta, u2);
      });
    } else {
      result = [];
      args.push((e, ea, s, t, sa, ta, u2) => {
        result.push(callback(e, ea, s, t, sa, ta, u2));
      });
    }
    this[forEachName].apply(this, args);
    return result;
  };
  const filterName = "filter" + name[0].toUpperCase() + name.slice(1);
  Class.prototype[filterName] = function() {
    const args = Array.prototype.slice.call(arguments);
    const callback = args.pop();
    const result = [];
    args.push((e, ea, s, t, sa, ta, u2) => {
      if (callback(e, ea, s, t, sa, ta, u2)) result.push(e);
    });
    this[forEachName].apply(this, args);
    return result;
  };
  const reduceName = "reduce" + name[0].toUpperCase() + name.slice(1);
  Class.prototype[reduceName] = function() {
    let args = Array.prototype.slice.call(arguments);
    if (args.length < 2 || args.length > 4) {
      throw new InvalidArgumentsGraphError(
        `Graph.${reduceName}: invalid number of arguments (expecting 2, 3 or 4 and got ${args.length}).`
      );
    }
    if (typeof args[args.length - 1] === "function" && typeof args[args.length - 2] !== "function") {
      throw new InvalidArgumentsGraphError(
        `Graph.${reduceName}: missing initial value. You must provide it because the callback takes more than one argument and we cannot infer the initial value from the first iteration, as you could with a simple array.`
      );
    }
    let callback;
    let initialValue;
    if (args.length === 2) {
      callback = args[0];
      initialValue = args[1];
      args = [];
    } else if (args.length === 3) {
      callback = args[1];
      initialValue = args[2];
      args = [args[0]];
    } else if (args.length === 4) {
      callback = args[2];
      initialValue = args[3];
      args = [args[0], args[1]];
    }
    let accumulator = initialValue;
    args.push((e, ea, s, t, sa, ta, u2) => {
      accumulator = callback(accumulator, e, ea, s, t, sa, ta, u2);
    });
    this[forEachName].apply(this, args);
    return accumulator;
  };
}
function attachFindEdge(Class, description) {
  const { name, type, direction } = description;
  const findEdgeName = "find" + name[0].toUpperCase() + name.slice(1, -1);
  Class.prototype[findEdgeName] = function(source, target, callback) {
    if (type !== "mixed" && this.type !== "mixed" && type !== this.type)
      return false;
    if (arguments.length === 1) {
      callback = source;
      return forEachEdge(true, this, type, callback);
    }
    if (arguments.length === 2) {
      source = "" + source;
      callback = target;
      const nodeData = this._nodes.get(source);
      if (typeof nodeData === "undefined")
        throw new NotFoundGraphError(
          `Graph.${findEdgeName}: could not find the "${source}" node in the graph.`
        );
      return forEachEdgeForNode(
        true,
        this.multi,
        type === "mixed" ? this.type : type,
        direction,
        nodeData,
        callback
      );
    }
    if (arguments.length === 3) {
      source = "" + source;
      target = "" + target;
      const sourceData = this._nodes.get(source);
      if (!sourceData)
        throw new NotFoundGraphError(
          `Graph.${findEdgeName}:  could not find the "${source}" source node in the graph.`
        );
      if (!this._nodes.has(target))
        throw new NotFoundGraphError(
          `Graph.${findEdgeName}:  could not find the "${target}" target node in the graph.`
        );
      return forEachEdgeForPath(
        true,
        type,
        this.multi,
        direction,
        sourceData,
        target,
        callback
      );
    }
    throw new InvalidArgumentsGraphError(
      `Graph.${findEdgeName}: too many arguments (expecting 1, 2 or 3 and got ${arguments.length}).`
    );
  };
  const someName = "some" + name[0].toUpperCase() + name.slice(1, -1);
  Class.prototype[someName] = function() {
    const args = Array.prototype.slice.call(arguments);
    const callback = args.pop();
    args.push((e, ea, s, t, sa, ta, u2) => {
      return callback(e, ea, s, t, sa, ta, u2);
    });
    const found = this[findEdgeName].apply(this, args);
    if (found) return true;
    return false;
  };
  const everyName = "every" + name[0].toUpperCase() + name.slice(1, -1);
  Class.prototype[everyName] = function() {
    const args = Array.prototype.slice.call(arguments);
    const callback = args.pop();
    args.push((e, ea, s, t, sa, ta, u2) => {
      return !callback(e, ea, s, t, sa, ta, u2);
    });
    const found = this[findEdgeName].apply(this, args);
    if (found) return false;
    return true;
  };
}
function attachEdgeIteratorCreator(Class, description) {
  const { name: originalName, type, direction } = description;
  const name = originalName.slice(0, -1) + "Entries";
  Class.prototype[name] = function(source, target) {
    if (type !== "mixed" && this.type !== "mixed" && type !== this.type)
      return emptyIterator();
    if (!arguments.length) return createEdgeIterator(this, type);
    if (arguments.length === 1) {
      source = "" + source;
      const sourceData = this._nodes.get(source);
      if (!sourceData)
        throw new NotFoundGraphError(
          `Graph.${name}: could not find the "${source}" node in the graph.`
        );
      return createEdgeIteratorForNode(type, direction, sourceData);
    }
    if (arguments.length === 2) {
      source = "" + source;
      target = "" + target;
      const sourceData = this._nodes.get(source);
      if (!sourceData)
        throw new NotFoundGraphError(
          `Graph.${name}:  could not find the "${source}" source node in the graph.`
        );
      if (!this._nodes.has(target))
        throw new NotFoundGraphError(
          `Graph.${name}:  could not find the "${target}" target node in the graph.`
        );
      return createEdgeIteratorForPath(type, direction, sourceData, target);
    }
    throw new InvalidArgumentsGraphError(
      `Graph.${name}: too many arguments (expecting 0, 1 or 2 and got ${arguments.length}).`
    );
  };
}
function attachEdgeIterationMethods(Graph2) {
  EDGES_ITERATION.forEach((description) => {
    attachEdgeArrayCreator(Graph2, description);
    attachForEachEdge(Graph2, description);
    attachFindEdge(Graph2, description);
    attachEdgeIteratorCreator(Graph2, description);
  });
}
var NEIGHBORS_ITERATION = [
  {
    name: "neighbors",
    type: "mixed"
  },
  {
    name: "inNeighbors",
    type: "directed",
    direction: "in"
  },
  {
    name: "outNeighbors",
    type: "directed",
    direction: "out"
  },
  {
    name: "inboundNeighbors",
    type: "mixed",
    direction: "in"
  },
  {
    name: "outboundNeighbors",
    type: "mixed",
    direction: "out"
  },
  {
    name: "directedNeighbors",
    type: "directed"
  },
  {
    name: "undirectedNeighbors",
    type: "undirected"
  }
];
function CompositeSetWrapper() {
  this.A = null;
  this.B = null;
}
CompositeSetWrapper.prototype.wrap = function(set) {
  if (this.A === null) this.A = set;
  else if (this.B === null) this.B = set;
};
CompositeSetWrapper.prototype.has = function(key) {
  if (this.A !== null && key in this.A) return true;
  if (this.B !== null && key in this.B) return true;
  return false;
};
function forEachInObjectOnce(breakable, visited, nodeData, object, callback) {
  for (const k in object) {
    const edgeData = object[k];
    const sourceData = edgeData.source;
    const targetData = edgeData.target;
    const neighborData = sourceData === nodeData ? targetData : sourceData;
    if (visited && visited.has(neighborData.key)) continue;
    const shouldBreak = callback(neighborData.key, neighborData.attributes);
    if (breakable && shouldBreak) return neighborData.key;
  }
  return;
}
function forEachNeighbor(breakable, type, direction, nodeData, callback) {
  if (type !== "mixed") {
    if (type === "undirected")
      return forEachInObjectOnce(
        breakable,
        null,
        nodeData,
        nodeData.undirected,
        callback
      );
    if (typeof direction === "string")
      return forEachInObjectOnce(
        breakable,
        null,
        nodeData,
        nodeData[direction],
        callback
      );
  }
  const visited = new CompositeSetWrapper();
  let found;
  if (type !== "undirected") {
    if (direction !== "out") {
      found = forEachInObjectOnce(
        breakable,
        null,
        nodeData,
        nodeData.in,
        callback
      );
      if (breakable && found) return found;
      visited.wrap(nodeData.in);
    }
    if (direction !== "in") {
      found = forEachInObjectOnce(
        breakable,
        visited,
        nodeData,
        nodeData.out,
        callback
      );
      if (breakable && found) return found;
      visited.wrap(nodeData.out);
    }
  }
  if (type !== "directed") {
    found = forEachInObjectOnce(
      breakable,
      visited,
      nodeData,
      nodeData.undirected,
      callback
    );
    if (breakable && found) return found;
  }
  return;
}
function createNeighborArrayForNode(type, direction, nodeData) {
  if (type !== "mixed") {
    if (type === "undirected") return Object.keys(nodeData.undirected);
    if (typeof direction === "string") return Object.keys(nodeData[direction]);
  }
  const neighbors = [];
  forEachNeighbor(false, type, direction, nodeData, function(key) {
    neighbors.push(key);
  });
  return neighbors;
}
function createDedupedObjectIterator(visited, nodeData, object) {
  const keys = Object.keys(object);
  const l = keys.length;
  let i = 0;
  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      let neighborData = null;
      do {
        if (i >= l) {
          if (visited) visited.wrap(object);
          return { done: true };
        }
        const edgeData = object[keys[i++]];
        const sourceData = edgeData.source;
        const targetData = edgeData.target;
        neighborData = sourceData === nodeData ? targetData : sourceData;
        if (visited && visited.has(neighborData.key)) {
          neighborData = null;
          continue;
        }
      } while (neighborData === null);
      return {
        done: false,
        value: { neighbor: neighborData.key, attributes: neighborData.attributes }
      };
    }
  };
}
function createNeighborIterator(type, direction, nodeData) {
  if (type !== "mixed") {
    if (type === "undirected")
      return createDedupedObjectIterator(null, nodeData, nodeData.undirected);
    if (typeof direction === "string")
      return createDedupedObjectIterator(null, nodeData, nodeData[direction]);
  }
  let iterator = emptyIterator();
  const visited = new CompositeSetWrapper();
  if (type !== "undirected") {
    if (direction !== "out") {
      iterator = chain(
        iterator,
        createDedupedObjectIterator(visited, nodeData, nodeData.in)
      );
    }
    if (direction !== "in") {
      iterator = chain(
        iterator,
        createDedupedObjectIterator(visited, nodeData, nodeData.out)
      );
    }
  }
  if (type !== "directed") {
    iterator = chain(
      iterator,
      createDedupedObjectIterator(visited, nodeData, nodeData.undirected)
    );
  }
  return iterator;
}
function attachNeighborArrayCreator(Class, description) {
  const { name, type, direction } = description;
  Class.prototype[name] = function(node) {
    if (type !== "mixed" && this.type !== "mixed" && type !== this.type)
      return [];
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (typeof nodeData === "undefined")
      throw new NotFoundGraphError(
        `Graph.${name}: could not find the "${node}" node in the graph.`
      );
    return createNeighborArrayForNode(
      type === "mixed" ? this.type : type,
      direction,
      nodeData
    );
  };
}
function attachForEachNeighbor(Class, description) {
  const { name, type, direction } = description;
  const forEachName = "forEach" + name[0].toUpperCase() + name.slice(1, -1);
  Class.prototype[forEachName] = function(node, callback) {
    if (type !== "mixed" && this.type !== "mixed" && type !== this.type) return;
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (typeof nodeData === "undefined")
      throw new NotFoundGraphError(
        `Graph.${forEachName}: could not find the "${node}" node in the graph.`
      );
    forEachNeighbor(
      false,
      type === "mixed" ? this.type : type,
      direction,
      nodeData,
      callback
    );
  };
  const mapName = "map" + name[0].toUpperCase() + name.slice(1);
  Class.prototype[mapName] = function(node, callback) {
    const result = [];
    this[forEachName](node, (n, a) => {
      result.push(callback(n, a));
    });
    return result;
  };
  const filterName = "filter" + name[0].toUpperCase() + name.slice(1);
  Class.prototype[filterName] = function(node, callback) {
    const result = [];
    this[forEachName](node, (n, a) => {
      if (callback(n, a)) result.push(n);
    });
    return result;
  };
  const reduceName = "reduce" + name[0].toUpperCase() + name.slice(1);
  Class.prototype[reduceName] = function(node, callback, initialValue) {
    if (arguments.length < 3)
      throw new InvalidArgumentsGraphError(
        `Graph.${reduceName}: missing initial value. You must provide it because the callback takes more than one argument and we cannot infer the initial value from the first iteration, as you could with a simple array.`
      );
    let accumulator = initialValue;
    this[forEachName](node, (n, a) => {
      accumulator = callback(accumulator, n, a);
    });
    return accumulator;
  };
}
function attachFindNeighbor(Class, description) {
  const { name, type, direction } = description;
  const capitalizedSingular = name[0].toUpperCase() + name.slice(1, -1);
  const findName = "find" + capitalizedSingular;
  Class.prototype[findName] = function(node, callback) {
    if (type !== "mixed" && this.type !== "mixed" && type !== this.type) return;
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (typeof nodeData === "undefined")
      throw new NotFoundGraphError(
        `Graph.${findName}: could not find the "${node}" node in the graph.`
      );
    return forEachNeighbor(
      true,
      type === "mixed" ? this.type : type,
      direction,
      nodeData,
      callback
    );
  };
  const someName = "some" + capitalizedSingular;
  Class.prototype[someName] = function(node, callback) {
    const found = this[findName](node, callback);
    if (found) return true;
    return false;
  };
  const everyName = "every" + capitalizedSingular;
  Class.prototype[everyName] = function(node, callback) {
    const found = this[findName](node, (n, a) => {
      return !callback(n, a);
    });
    if (found) return false;
    return true;
  };
}
function attachNeighborIteratorCreator(Class, description) {
  const { name, type, direction } = description;
  const iteratorName = name.slice(0, -1) + "Entries";
  Class.prototype[iteratorName] = function(node) {
    if (type !== "mixed" && this.type !== "mixed" && type !== this.type)
      return emptyIterator();
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (typeof nodeData === "undefined")
      throw new NotFoundGraphError(
        `Graph.${iteratorName}: could not find the "${node}" node in the graph.`
      );
    return createNeighborIterator(
      type === "mixed" ? this.type : type,
      direction,
      nodeData
    );
  };
}
function attachNeighborIterationMethods(Graph2) {
  NEIGHBORS_ITERATION.forEach((description) => {
    attachNeighborArrayCreator(Graph2, description);
    attachForEachNeighbor(Graph2, description);
    attachFindNeighbor(Graph2, description);
    attachNeighborIteratorCreator(Graph2, description);
  });
}
function forEachAdjacency(breakable, assymetric, disconnectedNodes, graph, callback) {
  const iterator = graph._nodes.values();
  const type = graph.type;
  let step, sourceData, neighbor, adj, edgeData, targetData, shouldBreak;
  while (step = iterator.next(), step.done !== true) {
    let hasEdges = false;
    sourceData = step.value;
    if (type !== "undirected") {
      adj = sourceData.out;
      for (neighbor in adj) {
        edgeData = adj[neighbor];
        do {
          targetData = edgeData.target;
          hasEdges = true;
          shouldBreak = callback(
            sourceData.key,
            targetData.key,
            sourceData.attributes,
            targetData.attributes,
            edgeData.key,
            edgeData.attributes,
            edgeData.undirected
          );
          if (breakable && shouldBreak) return edgeData;
          edgeData = edgeData.next;
        } while (edgeData);
      }
    }
    if (type !== "directed") {
      adj = sourceData.undirected;
      for (neighbor in adj) {
        if (assymetric && sourceData.key > neighbor) continue;
        edgeData = adj[neighbor];
        do {
          targetData = edgeData.target;
          if (targetData.key !== neighbor) targetData = edgeData.source;
          hasEdges = true;
          shouldBreak = callback(
            sourceData.key,
            targetData.key,
            sourceData.attributes,
            targetData.attributes,
            edgeData.key,
            edgeData.attributes,
            edgeData.undirected
          );
          if (breakable && shouldBreak) return edgeData;
          edgeData = edgeData.next;
        } while (edgeData);
      }
    }
    if (disconnectedNodes && !hasEdges) {
      shouldBreak = callback(
        sourceData.key,
        null,
        sourceData.attributes,
        null,
        null,
        null,
        null
      );
      if (breakable && shouldBreak) return null;
    }
  }
  return;
}
function serializeNode(key, data) {
  const serialized = { key };
  if (!isEmpty(data.attributes))
    serialized.attributes = assign({}, data.attributes);
  return serialized;
}
function serializeEdge(type, key, data) {
  const serialized = {
    key,
    source: data.source.key,
    target: data.target.key
  };
  if (!isEmpty(data.attributes))
    serialized.attributes = assign({}, data.attributes);
  if (type === "mixed" && data.undirected) serialized.undirected = true;
  return serialized;
}
function validateSerializedNode(value) {
  if (!isPlainObject(value))
    throw new InvalidArgumentsGraphError(
      'Graph.import: invalid serialized node. A serialized node should be a plain object with at least a "key" property.'
    );
  if (!("key" in value))
    throw new InvalidArgumentsGraphError(
      "Graph.import: serialized node is missing its key."
    );
  if ("attributes" in value && (!isPlainObject(value.attributes) || value.attributes === null))
    throw new InvalidArgumentsGraphError(
      "Graph.import: invalid attributes. Attributes should be a plain object, null or omitted."
    );
}
function validateSerializedEdge(value) {
  if (!isPlainObject(value))
    throw new InvalidArgumentsGraphError(
      'Graph.import: invalid serialized edge. A serialized edge should be a plain object with at least a "source" & "target" property.'
    );
  if (!("source" in value))
    throw new InvalidArgumentsGraphError(
      "Graph.import: serialized edge is missing its source."
    );
  if (!("target" in value))
    throw new InvalidArgumentsGraphError(
      "Graph.import: serialized edge is missing its target."
    );
  if ("attributes" in value && (!isPlainObject(value.attributes) || value.attributes === null))
    throw new InvalidArgumentsGraphError(
      "Graph.import: invalid attributes. Attributes should be a plain object, null or omitted."
    );
  if ("undirected" in value && typeof value.undirected !== "boolean")
    throw new InvalidArgumentsGraphError(
      "Graph.import: invalid undirectedness information. Undirected should be boolean or omitted."
    );
}
var INSTANCE_ID = incrementalIdStartingFromRandomByte();
var TYPES = /* @__PURE__ */ new Set(["directed", "undirected", "mixed"]);
var EMITTER_PROPS = /* @__PURE__ */ new Set([
  "domain",
  "_events",
  "_eventsCount",
  "_maxListeners"
]);
var EDGE_ADD_METHODS = [
  {
    name: (verb) => `${verb}Edge`,
    generateKey: true
  },
  {
    name: (verb) => `${verb}DirectedEdge`,
    generateKey: true,
    type: "directed"
  },
  {
    name: (verb) => `${verb}UndirectedEdge`,
    generateKey: true,
    type: "undirected"
  },
  {
    name: (verb) => `${verb}EdgeWithKey`
  },
  {
    name: (verb) => `${verb}DirectedEdgeWithKey`,
    type: "directed"
  },
  {
    name: (verb) => `${verb}UndirectedEdgeWithKey`,
    type: "undirected"
  }
];
var DEFAULTS = {
  allowSelfLoops: true,
  multi: false,
  type: "mixed"
};
function addNode(graph, node, attributes) {
  if (attributes && !isPlainObject(attributes))
    throw new InvalidArgumentsGraphError(
      `Graph.addNode: invalid attributes. Expecting an object but got "${attributes}"`
    );
  node = "" + node;
  attributes = attributes || {};
  if (graph._nodes.has(node))
    throw new UsageGraphError(
      `Graph.addNode: the "${node}" node already exist in the graph.`
    );
  const data = new graph.NodeDataClass(node, attributes);
  graph._nodes.set(node, data);
  graph.emit("nodeAdded", {
    key: node,
    attributes
  });
  return data;
}
function unsafeAddNode(graph, node, attributes) {
  const data = new graph.NodeDataClass(node, attributes);
  graph._nodes.set(node, data);
  graph.emit("nodeAdded", {
    key: node,
    attributes
  });
  return data;
}
function addEdge(graph, name, mustGenerateKey, undirected, edge, source, target, attributes) {
  if (!undirected && graph.type === "undirected")
    throw new UsageGraphError(
      `Graph.${name}: you cannot add a directed edge to an undirected graph. Use the #.addEdge or #.addUndirectedEdge instead.`
    );
  if (undirected && graph.type === "directed")
    throw new UsageGraphError(
      `Graph.${name}: you cannot add an undirected edge to a directed graph. Use the #.addEdge or #.addDirectedEdge instead.`
    );
  if (attributes && !isPlainObject(attributes))
    throw new InvalidArgumentsGraphError(
      `Graph.${name}: invalid attributes. Expecting an object but got "${attributes}"`
    );
  source = "" + source;
  target = "" + target;
  attributes = attributes || {};
  if (!graph.allowSelfLoops && source === target)
    throw new UsageGraphError(
      `Graph.${name}: source & target are the same ("${source}"), thus creating a loop explicitly forbidden by this graph 'allowSelfLoops' option set to false.`
    );
  const sourceData = graph._nodes.get(source), targetData = graph._nodes.get(target);
  if (!sourceData)
    throw new NotFoundGraphError(
      `Graph.${name}: source node "${source}" not found.`
    );
  if (!targetData)
    throw new NotFoundGraphError(
      `Graph.${name}: target node "${target}" not found.`
    );
  const eventData = {
    key: null,
    undirected,
    source,
    target,
    attributes
  };
  if (mustGenerateKey) {
    edge = graph._edgeKeyGenerator();
  } else {
    edge = "" + edge;
    if (graph._edges.has(edge))
      throw new UsageGraphError(
        `Graph.${name}: the "${edge}" edge already exists in the graph.`
      );
  }
  if (!graph.multi && (undirected ? typeof sourceData.undirected[target] !== "undefined" : typeof sourceData.out[target] !== "undefined")) {
    throw new UsageGraphError(
      `Graph.${name}: an edge linking "${source}" to "${target}" already exists. If you really want to add multiple edges linking those nodes, you should create a multi graph by using the 'multi' option.`
    );
  }
  const edgeData = new EdgeData(
    undirected,
    edge,
    sourceData,
    targetData,
    attributes
  );
  graph._edges.set(edge, edgeData);
  const isSelfLoop = source === target;
  if (undirected) {
    sourceData.undirectedDegree++;
    targetData.undirectedDegree++;
    if (isSelfLoop) {
      sourceData.undirectedLoops++;
      graph._undirectedSelfLoopCount++;
    }
  } else {
    sourceData.outDegree++;
    targetData.inDegree++;
    if (isSelfLoop) {
      sourceData.directedLoops++;
      graph._directedSelfLoopCount++;
    }
  }
  if (graph.multi) edgeData.attachMulti();
  else edgeData.attach();
  if (undirected) graph._undirectedSize++;
  else graph._directedSize++;
  eventData.key = edge;
  graph.emit("edgeAdded", eventData);
  return edge;
}
function mergeEdge(graph, name, mustGenerateKey, undirected, edge, source, target, attributes, asUpdater) {
  if (!undirected && graph.type === "undirected")
    throw new UsageGraphError(
      `Graph.${name}: you cannot merge/update a directed edge to an undirected graph. Use the #.mergeEdge/#.updateEdge or #.addUndirectedEdge instead.`
    );
  if (undirected && graph.type === "directed")
    throw new UsageGraphError(
      `Graph.${name}: you cannot merge/update an undirected edge to a directed graph. Use the #.mergeEdge/#.updateEdge or #.addDirectedEdge instead.`
    );
  if (attributes) {
    if (asUpdater) {
      if (typeof attributes !== "function")
        throw new InvalidArgumentsGraphError(
          `Graph.${name}: invalid updater function. Expecting a function but got "${attributes}"`
        );
    } else {
      if (!isPlainObject(attributes))
        throw new InvalidArgumentsGraphError(
          `Graph.${name}: invalid attributes. Expecting an object but got "${attributes}"`
        );
    }
  }
  source = "" + source;
  target = "" + target;
  let updater;
  if (asUpdater) {
    updater = attributes;
    attributes = void 0;
  }
  if (!graph.allowSelfLoops && source === target)
    throw new UsageGraphError(
      `Graph.${name}: source & target are the same ("${source}"), thus creating a loop explicitly forbidden by this graph 'allowSelfLoops' option set to false.`
    );
  let sourceData = graph._nodes.get(source);
  let targetData = graph._nodes.get(target);
  let edgeData;
  let alreadyExistingEdgeData;
  if (!mustGenerateKey) {
    edgeData = graph._edges.get(edge);
    if (edgeData) {
      if (edgeData.source.key !== source || edgeData.target.key !== target) {
        if (!undirected || edgeData.source.key !== target || edgeData.target.key !== source) {
          throw new UsageGraphError(
            `Graph.${name}: inconsistency detected when attempting to merge the "${edge}" edge with "${source}" source & "${target}" target vs. ("${edgeData.source.key}", "${edgeData.target.key}").`
          );
        }
      }
      alreadyExistingEdgeData = edgeData;
    }
  }
  if (!alreadyExistingEdgeData && !graph.multi && sourceData) {
    alreadyExistingEdgeData = undirected ? sourceData.undirected[target] : sourceData.out[target];
  }
  if (alreadyExistingEdgeData) {
    const info = [alreadyExistingEdgeData.key, false, false, false];
    if (asUpdater ? !updater : !attributes) return info;
    if (asUpdater) {
      const oldAttributes = alreadyExistingEdgeData.attributes;
      alreadyExistingEdgeData.attributes = updater(oldAttributes);
      graph.emit("edgeAttributesUpdated", {
        type: "replace",
        key: alreadyExistingEdgeData.key,
        attributes: alreadyExistingEdgeData.attributes
      });
    } else {
      assign(alreadyExistingEdgeData.attributes, attributes);
      graph.emit("edgeAttributesUpdated", {
        type: "merge",
        key: alreadyExistingEdgeData.key,
        attributes: alreadyExistingEdgeData.attributes,
        data: attributes
      });
    }
    return info;
  }
  attributes = attributes || {};
  if (asUpdater && updater) attributes = updater(attributes);
  const eventData = {
    key: null,
    undirected,
    source,
    target,
    attributes
  };
  if (mustGenerateKey) {
    edge = graph._edgeKeyGenerator();
  } else {
    edge = "" + edge;
    if (graph._edges.has(edge))
      throw new UsageGraphError(
        `Graph.${name}: the "${edge}" edge already exists in the graph.`
      );
  }
  let sourceWasAdded = false;
  let targetWasAdded = false;
  if (!sourceData) {
    sourceData = unsafeAddNode(graph, source, {});
    sourceWasAdded = true;
    if (source === target) {
      targetData = sourceData;
      targetWasAdded = true;
    }
  }
  if (!targetData) {
    targetData = unsafeAddNode(graph, target, {});
    targetWasAdded = true;
  }
  edgeData = new EdgeData(undirected, edge, sourceData, targetData, attributes);
  graph._edges.set(edge, edgeData);
  const isSelfLoop = source === target;
  if (undirected) {
    sourceData.undirectedDegree++;
    targetData.undirectedDegree++;
    if (isSelfLoop) {
      sourceData.undirectedLoops++;
      graph._undirectedSelfLoopCount++;
    }
  } else {
    sourceData.outDegree++;
    targetData.inDegree++;
    if (isSelfLoop) {
      sourceData.directedLoops++;
      graph._directedSelfLoopCount++;
    }
  }
  if (graph.multi) edgeData.attachMulti();
  else edgeData.attach();
  if (undirected) graph._undirectedSize++;
  else graph._directedSize++;
  eventData.key = edge;
  graph.emit("edgeAdded", eventData);
  return [edge, true, sourceWasAdded, targetWasAdded];
}
function dropEdgeFromData(graph, edgeData) {
  graph._edges.delete(edgeData.key);
  const { source: sourceData, target: targetData, attributes } = edgeData;
  const undirected = edgeData.undirected;
  const isSelfLoop = sourceData === targetData;
  if (undirected) {
    sourceData.undirectedDegree--;
    targetData.undirectedDegree--;
    if (isSelfLoop) {
      sourceData.undirectedLoops--;
      graph._undirectedSelfLoopCount--;
    }
  } else {
    sourceData.outDegree--;
    targetData.inDegree--;
    if (isSelfLoop) {
      sourceData.directedLoops--;
      graph._directedSelfLoopCount--;
    }
  }
  if (graph.multi) edgeData.detachMulti();
  else edgeData.detach();
  if (undirected) graph._undirectedSize--;
  else graph._directedSize--;
  graph.emit("edgeDropped", {
    key: edgeData.key,
    attributes,
    source: sourceData.key,
    target: targetData.key,
    undirected
  });
}
var Graph = class _Graph extends EventEmitter {
  constructor(options) {
    super();
    options = assign({}, DEFAULTS, options);
    if (typeof options.multi !== "boolean")
      throw new InvalidArgumentsGraphError(
        `Graph.constructor: invalid 'multi' option. Expecting a boolean but got "${options.multi}".`
      );
    if (!TYPES.has(options.type))
      throw new InvalidArgumentsGraphError(
        `Graph.constructor: invalid 'type' option. Should be one of "mixed", "directed" or "undirected" but got "${options.type}".`
      );
    if (typeof options.allowSelfLoops !== "boolean")
      throw new InvalidArgumentsGraphError(
        `Graph.constructor: invalid 'allowSelfLoops' option. Expecting a boolean but got "${options.allowSelfLoops}".`
      );
    const NodeDataClass = options.type === "mixed" ? MixedNodeData : options.type === "directed" ? DirectedNodeData : UndirectedNodeData;
    privateProperty(this, "NodeDataClass", NodeDataClass);
    const instancePrefix = "geid_" + INSTANCE_ID() + "_";
    let edgeId = 0;
    const edgeKeyGenerator = () => {
      let availableEdgeKey;
      do {
        availableEdgeKey = instancePrefix + edgeId++;
      } while (this._edges.has(availableEdgeKey));
      return availableEdgeKey;
    };
    privateProperty(this, "_attributes", {});
    privateProperty(this, "_nodes", /* @__PURE__ */ new Map());
    privateProperty(this, "_edges", /* @__PURE__ */ new Map());
    privateProperty(this, "_directedSize", 0);
    privateProperty(this, "_undirectedSize", 0);
    privateProperty(this, "_directedSelfLoopCount", 0);
    privateProperty(this, "_undirectedSelfLoopCount", 0);
    privateProperty(this, "_edgeKeyGenerator", edgeKeyGenerator);
    privateProperty(this, "_options", options);
    EMITTER_PROPS.forEach((prop) => privateProperty(this, prop, this[prop]));
    readOnlyProperty(this, "order", () => this._nodes.size);
    readOnlyProperty(this, "size", () => this._edges.size);
    readOnlyProperty(this, "directedSize", () => this._directedSize);
    readOnlyProperty(this, "undirectedSize", () => this._undirectedSize);
    readOnlyProperty(
      this,
      "selfLoopCount",
      () => this._directedSelfLoopCount + this._undirectedSelfLoopCount
    );
    readOnlyProperty(
      this,
      "directedSelfLoopCount",
      () => this._directedSelfLoopCount
    );
    readOnlyProperty(
      this,
      "undirectedSelfLoopCount",
      () => this._undirectedSelfLoopCount
    );
    readOnlyProperty(this, "multi", this._options.multi);
    readOnlyProperty(this, "type", this._options.type);
    readOnlyProperty(this, "allowSelfLoops", this._options.allowSelfLoops);
    readOnlyProperty(this, "implementation", () => "graphology");
  }
  _resetInstanceCounters() {
    this._directedSize = 0;
    this._undirectedSize = 0;
    this._directedSelfLoopCount = 0;
    this._undirectedSelfLoopCount = 0;
  }
  /**---------------------------------------------------------------------------
   * Read
   **---------------------------------------------------------------------------
   */
  /**
   * Method returning whether the given node is found in the graph.
   *
   * @param  {any}     node - The node.
   * @return {boolean}
   */
  hasNode(node) {
    return this._nodes.has("" + node);
  }
  /**
   * Method returning whether the given directed edge is found in the graph.
   *
   * Arity 1:
   * @param  {any}     edge - The edge's key.
   *
   * Arity 2:
   * @param  {any}     source - The edge's source.
   * @param  {any}     target - The edge's target.
   *
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the arguments are invalid.
   */
  hasDirectedEdge(source, target) {
    if (this.type === "undirected") return false;
    if (arguments.length === 1) {
      const edge = "" + source;
      const edgeData = this._edges.get(edge);
      return !!edgeData && !edgeData.undirected;
    } else if (arguments.length === 2) {
      source = "" + source;
      target = "" + target;
      const nodeData = this._nodes.get(source);
      if (!nodeData) return false;
      return nodeData.out.hasOwnProperty(target);
    }
    throw new InvalidArgumentsGraphError(
      `Graph.hasDirectedEdge: invalid arity (${arguments.length}, instead of 1 or 2). You can either ask for an edge id or for the existence of an edge between a source & a target.`
    );
  }
  /**
   * Method returning whether the given undirected edge is found in the graph.
   *
   * Arity 1:
   * @param  {any}     edge - The edge's key.
   *
   * Arity 2:
   * @param  {any}     source - The edge's source.
   * @param  {any}     target - The edge's target.
   *
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the arguments are invalid.
   */
  hasUndirectedEdge(source, target) {
    if (this.type === "directed") return false;
    if (arguments.length === 1) {
      const edge = "" + source;
      const edgeData = this._edges.get(edge);
      return !!edgeData && edgeData.undirected;
    } else if (arguments.length === 2) {
      source = "" + source;
      target = "" + target;
      const nodeData = this._nodes.get(source);
      if (!nodeData) return false;
      return nodeData.undirected.hasOwnProperty(target);
    }
    throw new InvalidArgumentsGraphError(
      `Graph.hasDirectedEdge: invalid arity (${arguments.length}, instead of 1 or 2). You can either ask for an edge id or for the existence of an edge between a source & a target.`
    );
  }
  /**
   * Method returning whether the given edge is found in the graph.
   *
   * Arity 1:
   * @param  {any}     edge - The edge's key.
   *
   * Arity 2:
   * @param  {any}     source - The edge's source.
   * @param  {any}     target - The edge's target.
   *
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the arguments are invalid.
   */
  hasEdge(source, target) {
    if (arguments.length === 1) {
      const edge = "" + source;
      return this._edges.has(edge);
    } else if (arguments.length === 2) {
      source = "" + source;
      target = "" + target;
      const nodeData = this._nodes.get(source);
      if (!nodeData) return false;
      return typeof nodeData.out !== "undefined" && nodeData.out.hasOwnProperty(target) || typeof nodeData.undirected !== "undefined" && nodeData.undirected.hasOwnProperty(target);
    }
    throw new InvalidArgumentsGraphError(
      `Graph.hasEdge: invalid arity (${arguments.length}, instead of 1 or 2). You can either ask for an edge id or for the existence of an edge between a source & a target.`
    );
  }
  /**
   * Method returning the edge matching source & target in a directed fashion.
   *
   * @param  {any} source - The edge's source.
   * @param  {any} target - The edge's target.
   *
   * @return {any|undefined}
   *
   * @throws {Error} - Will throw if the graph is multi.
   * @throws {Error} - Will throw if source or target doesn't exist.
   */
  directedEdge(source, target) {
    if (this.type === "undirected") return;
    source = "" + source;
    target = "" + target;
    if (this.multi)
      throw new UsageGraphError(
        "Graph.directedEdge: this method is irrelevant with multigraphs since there might be multiple edges between source & target. See #.directedEdges instead."
      );
    const sourceData = this._nodes.get(source);
    if (!sourceData)
      throw new NotFoundGraphError(
        `Graph.directedEdge: could not find the "${source}" source node in the graph.`
      );
    if (!this._nodes.has(target))
      throw new NotFoundGraphError(
        `Graph.directedEdge: could not find the "${target}" target node in the graph.`
      );
    const edgeData = sourceData.out && sourceData.out[target] || void 0;
    if (edgeData) return edgeData.key;
  }
  /**
   * Method returning the edge matching source & target in a undirected fashion.
   *
   * @param  {any} source - The edge's source.
   * @param  {any} target - The edge's target.
   *
   * @return {any|undefined}
   *
   * @throws {Error} - Will throw if the graph is multi.
   * @throws {Error} - Will throw if source or target doesn't exist.
   */
  undirectedEdge(source, target) {
    if (this.type === "directed") return;
    source = "" + source;
    target = "" + target;
    if (this.multi)
      throw new UsageGraphError(
        "Graph.undirectedEdge: this method is irrelevant with multigraphs since there might be multiple edges between source & target. See #.undirectedEdges instead."
      );
    const sourceData = this._nodes.get(source);
    if (!sourceData)
      throw new NotFoundGraphError(
        `Graph.undirectedEdge: could not find the "${source}" source node in the graph.`
      );
    if (!this._nodes.has(target))
      throw new NotFoundGraphError(
        `Graph.undirectedEdge: could not find the "${target}" target node in the graph.`
      );
    const edgeData = sourceData.undirected && sourceData.undirected[target] || void 0;
    if (edgeData) return edgeData.key;
  }
  /**
   * Method returning the edge matching source & target in a mixed fashion.
   *
   * @param  {any} source - The edge's source.
   * @param  {any} target - The edge's target.
   *
   * @return {any|undefined}
   *
   * @throws {Error} - Will throw if the graph is multi.
   * @throws {Error} - Will throw if source or target doesn't exist.
   */
  edge(source, target) {
    if (this.multi)
      throw new UsageGraphError(
        "Graph.edge: this method is irrelevant with multigraphs since there might be multiple edges between source & target. See #.edges instead."
      );
    source = "" + source;
    target = "" + target;
    const sourceData = this._nodes.get(source);
    if (!sourceData)
      throw new NotFoundGraphError(
        `Graph.edge: could not find the "${source}" source node in the graph.`
      );
    if (!this._nodes.has(target))
      throw new NotFoundGraphError(
        `Graph.edge: could not find the "${target}" target node in the graph.`
      );
    const edgeData = sourceData.out && sourceData.out[target] || sourceData.undirected && sourceData.undirected[target] || void 0;
    if (edgeData) return edgeData.key;
  }
  /**
   * Method returning whether two nodes are directed neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areDirectedNeighbors(node, neighbor) {
    node = "" + node;
    neighbor = "" + neighbor;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areDirectedNeighbors: could not find the "${node}" node in the graph.`
      );
    if (this.type === "undirected") return false;
    return neighbor in nodeData.in || neighbor in nodeData.out;
  }
  /**
   * Method returning whether two nodes are out neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areOutNeighbors(node, neighbor) {
    node = "" + node;
    neighbor = "" + neighbor;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areOutNeighbors: could not find the "${node}" node in the graph.`
      );
    if (this.type === "undirected") return false;
    return neighbor in nodeData.out;
  }
  /**
   * Method returning whether two nodes are in neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areInNeighbors(node, neighbor) {
    node = "" + node;
    neighbor = "" + neighbor;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areInNeighbors: could not find the "${node}" node in the graph.`
      );
    if (this.type === "undirected") return false;
    return neighbor in nodeData.in;
  }
  /**
   * Method returning whether two nodes are undirected neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areUndirectedNeighbors(node, neighbor) {
    node = "" + node;
    neighbor = "" + neighbor;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areUndirectedNeighbors: could not find the "${node}" node in the graph.`
      );
    if (this.type === "directed") return false;
    return neighbor in nodeData.undirected;
  }
  /**
   * Method returning whether two nodes are neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areNeighbors(node, neighbor) {
    node = "" + node;
    neighbor = "" + neighbor;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areNeighbors: could not find the "${node}" node in the graph.`
      );
    if (this.type !== "undirected") {
      if (neighbor in nodeData.in || neighbor in nodeData.out) return true;
    }
    if (this.type !== "directed") {
      if (neighbor in nodeData.undirected) return true;
    }
    return false;
  }
  /**
   * Method returning whether two nodes are inbound neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areInboundNeighbors(node, neighbor) {
    node = "" + node;
    neighbor = "" + neighbor;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areInboundNeighbors: could not find the "${node}" node in the graph.`
      );
    if (this.type !== "undirected") {
      if (neighbor in nodeData.in) return true;
    }
    if (this.type !== "directed") {
      if (neighbor in nodeData.undirected) return true;
    }
    return false;
  }
  /**
   * Method returning whether two nodes are outbound neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areOutboundNeighbors(node, neighbor) {
    node = "" + node;
    neighbor = "" + neighbor;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areOutboundNeighbors: could not find the "${node}" node in the graph.`
      );
    if (this.type !== "undirected") {
      if (neighbor in nodeData.out) return true;
    }
    if (this.type !== "directed") {
      if (neighbor in nodeData.undirected) return true;
    }
    return false;
  }
  /**
   * Method returning the given node's in degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  inDegree(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.inDegree: could not find the "${node}" node in the graph.`
      );
    if (this.type === "undirected") return 0;
    return nodeData.inDegree;
  }
  /**
   * Method returning the given node's out degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  outDegree(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.outDegree: could not find the "${node}" node in the graph.`
      );
    if (this.type === "undirected") return 0;
    return nodeData.outDegree;
  }
  /**
   * Method returning the given node's directed degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  directedDegree(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.directedDegree: could not find the "${node}" node in the graph.`
      );
    if (this.type === "undirected") return 0;
    return nodeData.inDegree + nodeData.outDegree;
  }
  /**
   * Method returning the given node's undirected degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  undirectedDegree(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.undirectedDegree: could not find the "${node}" node in the graph.`
      );
    if (this.type === "directed") return 0;
    return nodeData.undirectedDegree;
  }
  /**
   * Method returning the given node's inbound degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's inbound degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  inboundDegree(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.inboundDegree: could not find the "${node}" node in the graph.`
      );
    let degree = 0;
    if (this.type !== "directed") {
      degree += nodeData.undirectedDegree;
    }
    if (this.type !== "undirected") {
      degree += nodeData.inDegree;
    }
    return degree;
  }
  /**
   * Method returning the given node's outbound degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's outbound degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  outboundDegree(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.outboundDegree: could not find the "${node}" node in the graph.`
      );
    let degree = 0;
    if (this.type !== "directed") {
      degree += nodeData.undirectedDegree;
    }
    if (this.type !== "undirected") {
      degree += nodeData.outDegree;
    }
    return degree;
  }
  /**
   * Method returning the given node's directed degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  degree(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.degree: could not find the "${node}" node in the graph.`
      );
    let degree = 0;
    if (this.type !== "directed") {
      degree += nodeData.undirectedDegree;
    }
    if (this.type !== "undirected") {
      degree += nodeData.inDegree + nodeData.outDegree;
    }
    return degree;
  }
  /**
   * Method returning the given node's in degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  inDegreeWithoutSelfLoops(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.inDegreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );
    if (this.type === "undirected") return 0;
    return nodeData.inDegree - nodeData.directedLoops;
  }
  /**
   * Method returning the given node's out degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  outDegreeWithoutSelfLoops(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.outDegreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );
    if (this.type === "undirected") return 0;
    return nodeData.outDegree - nodeData.directedLoops;
  }
  /**
   * Method returning the given node's directed degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  directedDegreeWithoutSelfLoops(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.directedDegreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );
    if (this.type === "undirected") return 0;
    return nodeData.inDegree + nodeData.outDegree - nodeData.directedLoops * 2;
  }
  /**
   * Method returning the given node's undirected degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  undirectedDegreeWithoutSelfLoops(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.undirectedDegreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );
    if (this.type === "directed") return 0;
    return nodeData.undirectedDegree - nodeData.undirectedLoops * 2;
  }
  /**
   * Method returning the given node's inbound degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's inbound degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  inboundDegreeWithoutSelfLoops(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.inboundDegreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );
    let degree = 0;
    let loops = 0;
    if (this.type !== "directed") {
      degree += nodeData.undirectedDegree;
      loops += nodeData.undirectedLoops * 2;
    }
    if (this.type !== "undirected") {
      degree += nodeData.inDegree;
      loops += nodeData.directedLoops;
    }
    return degree - loops;
  }
  /**
   * Method returning the given node's outbound degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's outbound degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  outboundDegreeWithoutSelfLoops(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.outboundDegreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );
    let degree = 0;
    let loops = 0;
    if (this.type !== "directed") {
      degree += nodeData.undirectedDegree;
      loops += nodeData.undirectedLoops * 2;
    }
    if (this.type !== "undirected") {
      degree += nodeData.outDegree;
      loops += nodeData.directedLoops;
    }
    return degree - loops;
  }
  /**
   * Method returning the given node's directed degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  degreeWithoutSelfLoops(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.degreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );
    let degree = 0;
    let loops = 0;
    if (this.type !== "directed") {
      degree += nodeData.undirectedDegree;
      loops += nodeData.undirectedLoops * 2;
    }
    if (this.type !== "undirected") {
      degree += nodeData.inDegree + nodeData.outDegree;
      loops += nodeData.directedLoops * 2;
    }
    return degree - loops;
  }
  /**
   * Method returning the given edge's source.
   *
   * @param  {any} edge - The edge's key.
   * @return {any}      - The edge's source.
   *
   * @throws {Error} - Will throw if the edge isn't in the graph.
   */
  source(edge) {
    edge = "" + edge;
    const data = this._edges.get(edge);
    if (!data)
      throw new NotFoundGraphError(
        `Graph.source: could not find the "${edge}" edge in the graph.`
      );
    return data.source.key;
  }
  /**
   * Method returning the given edge's target.
   *
   * @param  {any} edge - The edge's key.
   * @return {any}      - The edge's target.
   *
   * @throws {Error} - Will throw if the edge isn't in the graph.
   */
  target(edge) {
    edge = "" + edge;
    const data = this._edges.get(edge);
    if (!data)
      throw new NotFoundGraphError(
        `Graph.target: could not find the "${edge}" edge in the graph.`
      );
    return data.target.key;
  }
  /**
   * Method returning the given edge's extremities.
   *
   * @param  {any}   edge - The edge's key.
   * @return {array}      - The edge's extremities.
   *
   * @throws {Error} - Will throw if the edge isn't in the graph.
   */
  extremities(edge) {
    edge = "" + edge;
    const edgeData = this._edges.get(edge);
    if (!edgeData)
      throw new NotFoundGraphError(
        `Graph.extremities: could not find the "${edge}" edge in the graph.`
      );
    return [edgeData.source.key, edgeData.target.key];
  }
  /**
   * Given a node & an edge, returns the other extremity of the edge.
   *
   * @param  {any}   node - The node's key.
   * @param  {any}   edge - The edge's key.
   * @return {any}        - The related node.
   *
   * @throws {Error} - Will throw if the edge isn't in the graph or if the
   *                   edge & node are not related.
   */
  opposite(node, edge) {
    node = "" + node;
    edge = "" + edge;
    const data = this._edges.get(edge);
    if (!data)
      throw new NotFoundGraphError(
        `Graph.opposite: could not find the "${edge}" edge in the graph.`
      );
    const source = data.source.key;
    const target = data.target.key;
    if (node === source) return target;
    if (node === target) return source;
    throw new NotFoundGraphError(
      `Graph.opposite: the "${node}" node is not attached to the "${edge}" edge (${source}, ${target}).`
    );
  }
  /**
   * Returns whether the given edge has the given node as extremity.
   *
   * @param  {any}     edge - The edge's key.
   * @param  {any}     node - The node's key.
   * @return {boolean}      - The related node.
   *
   * @throws {Error} - Will throw if either the node or the edge isn't in the graph.
   */
  hasExtremity(edge, node) {
    edge = "" + edge;
    node = "" + node;
    const data = this._edges.get(edge);
    if (!data)
      throw new NotFoundGraphError(
        `Graph.hasExtremity: could not find the "${edge}" edge in the graph.`
      );
    return data.source.key === node || data.target.key === node;
  }
  /**
   * Method returning whether the given edge is undirected.
   *
   * @param  {any}     edge - The edge's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the edge isn't in the graph.
   */
  isUndirected(edge) {
    edge = "" + edge;
    const data = this._edges.get(edge);
    if (!data)
      throw new NotFoundGraphError(
        `Graph.isUndirected: could not find the "${edge}" edge in the graph.`
      );
    return data.undirected;
  }
  /**
   * Method returning whether the given edge is directed.
   *
   * @param  {any}     edge - The edge's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the edge isn't in the graph.
   */
  isDirected(edge) {
    edge = "" + edge;
    const data = this._edges.get(edge);
    if (!data)
      throw new NotFoundGraphError(
        `Graph.isDirected: could not find the "${edge}" edge in the graph.`
      );
    return !data.undirected;
  }
  /**
   * Method returning whether the given edge is a self loop.
   *
   * @param  {any}     edge - The edge's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the edge isn't in the graph.
   */
  isSelfLoop(edge) {
    edge = "" + edge;
    const data = this._edges.get(edge);
    if (!data)
      throw new NotFoundGraphError(
        `Graph.isSelfLoop: could not find the "${edge}" edge in the graph.`
      );
    return data.source === data.target;
  }
  /**---------------------------------------------------------------------------
   * Mutation
   **---------------------------------------------------------------------------
   */
  /**
   * Method used to add a node to the graph.
   *
   * @param  {any}    node         - The node.
   * @param  {object} [attributes] - Optional attributes.
   * @return {any}                 - The node.
   *
   * @throws {Error} - Will throw if the given node already exist.
   * @throws {Error} - Will throw if the given attributes are not an object.
   */
  addNode(node, attributes) {
    const nodeData = addNode(this, node, attributes);
    return nodeData.key;
  }
  /**
   * Method used to merge a node into the graph.
   *
   * @param  {any}    node         - The node.
   * @param  {object} [attributes] - Optional attributes.
   * @return {any}                 - The node.
   */
  mergeNode(node, attributes) {
    if (attributes && !isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        `Graph.mergeNode: invalid attributes. Expecting an object but got "${attributes}"`
      );
    node = "" + node;
    attributes = attributes || {};
    let data = this._nodes.get(node);
    if (data) {
      if (attributes) {
        assign(data.attributes, attributes);
        this.emit("nodeAttributesUpdated", {
          type: "merge",
          key: node,
          attributes: data.attributes,
          data: attributes
        });
      }
      return [node, false];
    }
    data = new this.NodeDataClass(node, attributes);
    this._nodes.set(node, data);
    this.emit("nodeAdded", {
      key: node,
      attributes
    });
    return [node, true];
  }
  /**
   * Method used to add a node if it does not exist in the graph or else to
   * update its attributes using a function.
   *
   * @param  {any}      node      - The node.
   * @param  {function} [updater] - Optional updater function.
   * @return {any}                - The node.
   */
  updateNode(node, updater) {
    if (updater && typeof updater !== "function")
      throw new InvalidArgumentsGraphError(
        `Graph.updateNode: invalid updater function. Expecting a function but got "${updater}"`
      );
    node = "" + node;
    let data = this._nodes.get(node);
    if (data) {
      if (updater) {
        const oldAttributes = data.attributes;
        data.attributes = updater(oldAttributes);
        this.emit("nodeAttributesUpdated", {
          type: "replace",
          key: node,
          attributes: data.attributes
        });
      }
      return [node, false];
    }
    const attributes = updater ? updater({}) : {};
    data = new this.NodeDataClass(node, attributes);
    this._nodes.set(node, data);
    this.emit("nodeAdded", {
      key: node,
      attributes
    });
    return [node, true];
  }
  /**
   * Method used to drop a single node & all its attached edges from the graph.
   *
   * @param  {any}    node - The node.
   * @return {Graph}
   *
   * @throws {Error} - Will throw if the node doesn't exist.
   */
  dropNode(node) {
    node = "" + node;
    const nodeData = this._nodes.get(node);
    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.dropNode: could not find the "${node}" node in the graph.`
      );
    let edgeData;
    if (this.type !== "undirected") {
      for (const neighbor in nodeData.out) {
        edgeData = nodeData.out[neighbor];
        do {
          dropEdgeFromData(this, edgeData);
          edgeData = edgeData.next;
        } while (edgeData);
      }
      for (const neighbor in nodeData.in) {
        edgeData = nodeData.in[neighbor];
        do {
          dropEdgeFromData(this, edgeData);
          edgeData = edgeData.next;
        } while (edgeData);
      }
    }
    if (this.type !== "directed") {
      for (const neighbor in nodeData.undirected) {
        edgeData = nodeData.undirected[neighbor];
        do {
          dropEdgeFromData(this, edgeData);
          edgeData = edgeData.next;
        } while (edgeData);
      }
    }
    this._nodes.delete(node);
    this.emit("nodeDropped", {
      key: node,
      attributes: nodeData.attributes
    });
  }
  /**
   * Method used to drop a single edge from the graph.
   *
   * Arity 1:
   * @param  {any}    edge - The edge.
   *
   * Arity 2:
   * @param  {any}    source - Source node.
   * @param  {any}    target - Target node.
   *
   * @return {Graph}
   *
   * @throws {Error} - Will throw if the edge doesn't exist.
   */
  dropEdge(edge) {
    let edgeData;
    if (arguments.length > 1) {
      const source = "" + arguments[0];
      const target = "" + arguments[1];
      edgeData = getMatchingEdge(this, source, target, this.type);
      if (!edgeData)
        throw new NotFoundGraphError(
          `Graph.dropEdge: could not find the "${source}" -> "${target}" edge in the graph.`
        );
    } else {
      edge = "" + edge;
      edgeData = this._edges.get(edge);
      if (!edgeData)
        throw new NotFoundGraphError(
          `Graph.dropEdge: could not find the "${edge}" edge in the graph.`
        );
    }
    dropEdgeFromData(this, edgeData);
    return this;
  }
  /**
   * Method used to drop a single directed edge from the graph.
   *
   * @param  {any}    source - Source node.
   * @param  {any}    target - Target node.
   *
   * @return {Graph}
   *
   * @throws {Error} - Will throw if the edge doesn't exist.
   */
  dropDirectedEdge(source, target) {
    if (arguments.length < 2)
      throw new UsageGraphError(
        "Graph.dropDirectedEdge: it does not make sense to try and drop a directed edge by key. What if the edge with this key is undirected? Use #.dropEdge for this purpose instead."
      );
    if (this.multi)
      throw new UsageGraphError(
        "Graph.dropDirectedEdge: cannot use a {source,target} combo when dropping an edge in a MultiGraph since we cannot infer the one you want to delete as there could be multiple ones."
      );
    source = "" + source;
    target = "" + target;
    const edgeData = getMatchingEdge(this, source, target, "directed");
    if (!edgeData)
      throw new NotFoundGraphError(
        `Graph.dropDirectedEdge: could not find a "${source}" -> "${target}" edge in the graph.`
      );
    dropEdgeFromData(this, edgeData);
    return this;
  }
  /**
   * Method used to drop a single undirected edge from the graph.
   *
   * @param  {any}    source - Source node.
   * @param  {any}    target - Target node.
   *
   * @return {Graph}
   *
   * @throws {Error} - Will throw if the edge doesn't exist.
   */
  dropUndirectedEdge(source, target) {
    if (arguments.length < 2)
      throw new UsageGraphError(
        "Graph.dropUndirectedEdge: it does not make sense to drop a directed edge by key. What if the edge with this key is undirected? Use #.dropEdge for this purpose instead."
      );
    if (this.multi)
      throw new UsageGraphError(
        "Graph.dropUndirectedEdge: cannot use a {source,target} combo when dropping an edge in a MultiGraph since we cannot infer the one you want to delete as there could be multiple ones."
      );
    const edgeData = getMatchingEdge(this, source, target, "undirected");
    if (!edgeData)
      throw new NotFoundGraphError(
        `Graph.dropUndirectedEdge: could not find a "${source}" -> "${target}" edge in the graph.`
      );
    dropEdgeFromData(this, edgeData);
    return this;
  }
  /**
   * Method used to remove every edge & every node from the graph.
   *
   * @return {Graph}
   */
  clear() {
    this._edges.clear();
    this._nodes.clear();
    this._resetInstanceCounters();
    this.emit("cleared");
  }
  /**
   * Method used to remove every edge from the graph.
   *
   * @return {Graph}
   */
  clearEdges() {
    const iterator = this._nodes.values();
    let step;
    while (step = iterator.next(), step.done !== true) {
      step.value.clear();
    }
    this._edges.clear();
    this._resetInstanceCounters();
    this.emit("edgesCleared");
  }
  /**---------------------------------------------------------------------------
   * Attributes-related methods
   **---------------------------------------------------------------------------
   */
  /**
   * Method returning the desired graph's attribute.
   *
   * @param  {string} name - Name of the attribute.
   * @return {any}
   */
  getAttribute(name) {
    return this._attributes[name];
  }
  /**
   * Method returning the graph's attributes.
   *
   * @return {object}
   */
  getAttributes() {
    return this._attributes;
  }
  /**
   * Method returning whether the graph has the desired attribute.
   *
   * @param  {string}  name - Name of the attribute.
   * @return {boolean}
   */
  hasAttribute(name) {
    return this._attributes.hasOwnProperty(name);
  }
  /**
   * Method setting a value for the desired graph's attribute.
   *
   * @param  {string}  name  - Name of the attribute.
   * @param  {any}     value - Value for the attribute.
   * @return {Graph}
   */
  setAttribute(name, value) {
    this._attributes[name] = value;
    this.emit("attributesUpdated", {
      type: "set",
      attributes: this._attributes,
      name
    });
    return this;
  }
  /**
   * Method using a function to update the desired graph's attribute's value.
   *
   * @param  {string}   name    - Name of the attribute.
   * @param  {function} updater - Function use to update the attribute's value.
   * @return {Graph}
   */
  updateAttribute(name, updater) {
    if (typeof updater !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.updateAttribute: updater should be a function."
      );
    const value = this._attributes[name];
    this._attributes[name] = updater(value);
    this.emit("attributesUpdated", {
      type: "set",
      attributes: this._attributes,
      name
    });
    return this;
  }
  /**
   * Method removing the desired graph's attribute.
   *
   * @param  {string} name  - Name of the attribute.
   * @return {Graph}
   */
  removeAttribute(name) {
    delete this._attributes[name];
    this.emit("attributesUpdated", {
      type: "remove",
      attributes: this._attributes,
      name
    });
    return this;
  }
  /**
   * Method replacing the graph's attributes.
   *
   * @param  {object} attributes - New attributes.
   * @return {Graph}
   *
   * @throws {Error} - Will throw if given attributes are not a plain object.
   */
  replaceAttributes(attributes) {
    if (!isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        "Graph.replaceAttributes: provided attributes are not a plain object."
      );
    this._attributes = attributes;
    this.emit("attributesUpdated", {
      type: "replace",
      attributes: this._attributes
    });
    return this;
  }
  /**
   * Method merging the graph's attributes.
   *
   * @param  {object} attributes - Attributes to merge.
   * @return {Graph}
   *
   * @throws {Error} - Will throw if given attributes are not a plain object.
   */
  mergeAttributes(attributes) {
    if (!isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        "Graph.mergeAttributes: provided attributes are not a plain object."
      );
    assign(this._attributes, attributes);
    this.emit("attributesUpdated", {
      type: "merge",
      attributes: this._attributes,
      data: attributes
    });
    return this;
  }
  /**
   * Method updating the graph's attributes.
   *
   * @param  {function} updater - Function used to update the attributes.
   * @return {Graph}
   *
   * @throws {Error} - Will throw if given updater is not a function.
   */
  updateAttributes(updater) {
    if (typeof updater !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.updateAttributes: provided updater is not a function."
      );
    this._attributes = updater(this._attributes);
    this.emit("attributesUpdated", {
      type: "update",
      attributes: this._attributes
    });
    return this;
  }
  /**
   * Method used to update each node's attributes using the given function.
   *
   * @param {function}  updater - Updater function to use.
   * @param {object}    [hints] - Optional hints.
   */
  updateEachNodeAttributes(updater, hints) {
    if (typeof updater !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.updateEachNodeAttributes: expecting an updater function."
      );
    if (hints && !validateHints(hints))
      throw new InvalidArgumentsGraphError(
        "Graph.updateEachNodeAttributes: invalid hints. Expecting an object having the following shape: {attributes?: [string]}"
      );
    const iterator = this._nodes.values();
    let step, nodeData;
    while (step = iterator.next(), step.done !== true) {
      nodeData = step.value;
      nodeData.attributes = updater(nodeData.key, nodeData.attributes);
    }
    this.emit("eachNodeAttributesUpdated", {
      hints: hints ? hints : null
    });
  }
  /**
   * Method used to update each edge's attributes using the given function.
   *
   * @param {function}  updater - Updater function to use.
   * @param {object}    [hints] - Optional hints.
   */
  updateEachEdgeAttributes(updater, hints) {
    if (typeof updater !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.updateEachEdgeAttributes: expecting an updater function."
      );
    if (hints && !validateHints(hints))
      throw new InvalidArgumentsGraphError(
        "Graph.updateEachEdgeAttributes: invalid hints. Expecting an object having the following shape: {attributes?: [string]}"
      );
    const iterator = this._edges.values();
    let step, edgeData, sourceData, targetData;
    while (step = iterator.next(), step.done !== true) {
      edgeData = step.value;
      sourceData = edgeData.source;
      targetData = edgeData.target;
      edgeData.attributes = updater(
        edgeData.key,
        edgeData.attributes,
        sourceData.key,
        targetData.key,
        sourceData.attributes,
        targetData.attributes,
        edgeData.undirected
      );
    }
    this.emit("eachEdgeAttributesUpdated", {
      hints: hints ? hints : null
    });
  }
  /**---------------------------------------------------------------------------
   * Iteration-related methods
   **---------------------------------------------------------------------------
   */
  /**
   * Method iterating over the graph's adjacency using the given callback.
   *
   * @param  {function}  callback - Callback to use.
   */
  forEachAdjacencyEntry(callback) {
    if (typeof callback !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.forEachAdjacencyEntry: expecting a callback."
      );
    forEachAdjacency(false, false, false, this, callback);
  }
  forEachAdjacencyEntryWithOrphans(callback) {
    if (typeof callback !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.forEachAdjacencyEntryWithOrphans: expecting a callback."
      );
    forEachAdjacency(false, false, true, this, callback);
  }
  /**
   * Method iterating over the graph's assymetric adjacency using the given callback.
   *
   * @param  {function}  callback - Callback to use.
   */
  forEachAssymetricAdjacencyEntry(callback) {
    if (typeof callback !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.forEachAssymetricAdjacencyEntry: expecting a callback."
      );
    forEachAdjacency(false, true, false, this, callback);
  }
  forEachAssymetricAdjacencyEntryWithOrphans(callback) {
    if (typeof callback !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.forEachAssymetricAdjacencyEntryWithOrphans: expecting a callback."
      );
    forEachAdjacency(false, true, true, this, callback);
  }
  /**
   * Method returning the list of the graph's nodes.
   *
   * @return {array} - The nodes.
   */
  nodes() {
    return Array.from(this._nodes.keys());
  }
  /**
   * Method iterating over the graph's nodes using the given callback.
   *
   * @param  {function}  callback - Callback (key, attributes, index).
   */
  forEachNode(callback) {
    if (typeof callback !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.forEachNode: expecting a callback."
      );
    const iterator = this._nodes.values();
    let step, nodeData;
    while (step = iterator.next(), step.done !== true) {
      nodeData = step.value;
      callback(nodeData.key, nodeData.attributes);
    }
  }
  /**
   * Method iterating attempting to find a node matching the given predicate
   * function.
   *
   * @param  {function}  callback - Callback (key, attributes).
   */
  findNode(callback) {
    if (typeof callback !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.findNode: expecting a callback."
      );
    const iterator = this._nodes.values();
    let step, nodeData;
    while (step = iterator.next(), step.done !== true) {
      nodeData = step.value;
      if (callback(nodeData.key, nodeData.attributes)) return nodeData.key;
    }
    return;
  }
  /**
   * Method mapping nodes.
   *
   * @param  {function}  callback - Callback (key, attributes).
   */
  mapNodes(callback) {
    if (typeof callback !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.mapNode: expecting a callback."
      );
    const iterator = this._nodes.values();
    let step, nodeData;
    const result = new Array(this.order);
    let i = 0;
    while (step = iterator.next(), step.done !== true) {
      nodeData = step.value;
      result[i++] = callback(nodeData.key, nodeData.attributes);
    }
    return result;
  }
  /**
   * Method returning whether some node verify the given predicate.
   *
   * @param  {function}  callback - Callback (key, attributes).
   */
  someNode(callback) {
    if (typeof callback !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.someNode: expecting a callback."
      );
    const iterator = this._nodes.values();
    let step, nodeData;
    while (step = iterator.next(), step.done !== true) {
      nodeData = step.value;
      if (callback(nodeData.key, nodeData.attributes)) return true;
    }
    return false;
  }
  /**
   * Method returning whether all node verify the given predicate.
   *
   * @param  {function}  callback - Callback (key, attributes).
   */
  everyNode(callback) {
    if (typeof callback !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.everyNode: expecting a callback."
      );
    const iterator = this._nodes.values();
    let step, nodeData;
    while (step = iterator.next(), step.done !== true) {
      nodeData = step.value;
      if (!callback(nodeData.key, nodeData.attributes)) return false;
    }
    return true;
  }
  /**
   * Method filtering nodes.
   *
   * @param  {function}  callback - Callback (key, attributes).
   */
  filterNodes(callback) {
    if (typeof callback !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.filterNodes: expecting a callback."
      );
    const iterator = this._nodes.values();
    let step, nodeData;
    const result = [];
    while (step = iterator.next(), step.done !== true) {
      nodeData = step.value;
      if (callback(nodeData.key, nodeData.attributes))
        result.push(nodeData.key);
    }
    return result;
  }
  /**
   * Method reducing nodes.
   *
   * @param  {function}  callback - Callback (accumulator, key, attributes).
   */
  reduceNodes(callback, initialValue) {
    if (typeof callback !== "function")
      throw new InvalidArgumentsGraphError(
        "Graph.reduceNodes: expecting a callback."
      );
    if (arguments.length < 2)
      throw new InvalidArgumentsGraphError(
        "Graph.reduceNodes: missing initial value. You must provide it because the callback takes more than one argument and we cannot infer the initial value from the first iteration, as you could with a simple array."
      );
    let accumulator = initialValue;
    const iterator = this._nodes.values();
    let step, nodeData;
    while (step = iterator.next(), step.done !== true) {
      nodeData = step.value;
      accumulator = callback(accumulator, nodeData.key, nodeData.attributes);
    }
    return accumulator;
  }
  /**
   * Method returning an iterator over the graph's node entries.
   *
   * @return {Iterator}
   */
  nodeEntries() {
    const iterator = this._nodes.values();
    return {
      [Symbol.iterator]() {
        return this;
      },
      next() {
        const step = iterator.next();
        if (step.done) return step;
        const data = step.value;
        return {
          value: { node: data.key, attributes: data.attributes },
          done: false
        };
      }
    };
  }
  /**---------------------------------------------------------------------------
   * Serialization
   **---------------------------------------------------------------------------
   */
  /**
   * Method used to export the whole graph.
   *
   * @return {object} - The serialized graph.
   */
  export() {
    const nodes = new Array(this._nodes.size);
    let i = 0;
    this._nodes.forEach((data, key) => {
      nodes[i++] = serializeNode(key, data);
    });
    const edges = new Array(this._edges.size);
    i = 0;
    this._edges.forEach((data, key) => {
      edges[i++] = serializeEdge(this.type, key, data);
    });
    return {
      options: {
        type: this.type,
        multi: this.multi,
        allowSelfLoops: this.allowSelfLoops
      },
      attributes: this.getAttributes(),
      nodes,
      edges
    };
  }
  /**
   * Method used to import a serialized graph.
   *
   * @param  {object|Graph} data  - The serialized graph.
   * @param  {boolean}      merge - Whether to merge data.
   * @return {Graph}              - Returns itself for chaining.
   */
  import(data, merge = false) {
    if (data instanceof _Graph) {
      data.forEachNode((n, a) => {
        if (merge) this.mergeNode(n, a);
        else this.addNode(n, a);
      });
      data.forEachEdge((e, a, s, t, _sa, _ta, u2) => {
        if (merge) {
          if (u2) this.mergeUndirectedEdgeWithKey(e, s, t, a);
          else this.mergeDirectedEdgeWithKey(e, s, t, a);
        } else {
          if (u2) this.addUndirectedEdgeWithKey(e, s, t, a);
          else this.addDirectedEdgeWithKey(e, s, t, a);
        }
      });
      return this;
    }
    if (!isPlainObject(data))
      throw new InvalidArgumentsGraphError(
        "Graph.import: invalid argument. Expecting a serialized graph or, alternatively, a Graph instance."
      );
    if (data.attributes) {
      if (!isPlainObject(data.attributes))
        throw new InvalidArgumentsGraphError(
          "Graph.import: invalid attributes. Expecting a plain object."
        );
      if (merge) this.mergeAttributes(data.attributes);
      else this.replaceAttributes(data.attributes);
    }
    let i, l, list, node, edge;
    if (data.nodes) {
      list = data.nodes;
      if (!Array.isArray(list))
        throw new InvalidArgumentsGraphError(
          "Graph.import: invalid nodes. Expecting an array."
        );
      for (i = 0, l = list.length; i < l; i++) {
        node = list[i];
        validateSerializedNode(node);
        const { key, attributes } = node;
        if (merge) this.mergeNode(key, attributes);
        else this.addNode(key, attributes);
      }
    }
    if (data.edges) {
      let undirectedByDefault = false;
      if (this.type === "undirected") {
        undirectedByDefault = true;
      }
      list = data.edges;
      if (!Array.isArray(list))
        throw new InvalidArgumentsGraphError(
          "Graph.import: invalid edges. Expecting an array."
        );
      for (i = 0, l = list.length; i < l; i++) {
        edge = list[i];
        validateSerializedEdge(edge);
        const {
          source,
          target,
          attributes,
          undirected = undirectedByDefault
        } = edge;
        let method;
        if ("key" in edge) {
          method = merge ? undirected ? this.mergeUndirectedEdgeWithKey : this.mergeDirectedEdgeWithKey : undirected ? this.addUndirectedEdgeWithKey : this.addDirectedEdgeWithKey;
          method.call(this, edge.key, source, target, attributes);
        } else {
          method = merge ? undirected ? this.mergeUndirectedEdge : this.mergeDirectedEdge : undirected ? this.addUndirectedEdge : this.addDirectedEdge;
          method.call(this, source, target, attributes);
        }
      }
    }
    return this;
  }
  /**---------------------------------------------------------------------------
   * Utils
   **---------------------------------------------------------------------------
   */
  /**
   * Method returning a null copy of the graph, i.e. a graph without nodes
   * & edges but with the exact same options.
   *
   * @param  {object} options - Options to merge with the current ones.
   * @return {Graph}          - The null copy.
   */
  nullCopy(options) {
    const graph = new _Graph(assign({}, this._options, options));
    graph.replaceAttributes(assign({}, this.getAttributes()));
    return graph;
  }
  /**
   * Method returning an empty copy of the graph, i.e. a graph without edges but
   * with the exact same options.
   *
   * @param  {object} options - Options to merge with the current ones.
   * @return {Graph}          - The empty copy.
   */
  emptyCopy(options) {
    const graph = this.nullCopy(options);
    this._nodes.forEach((nodeData, key) => {
      const attributes = assign({}, nodeData.attributes);
      nodeData = new graph.NodeDataClass(key, attributes);
      graph._nodes.set(key, nodeData);
    });
    return graph;
  }
  /**
   * Method returning an exact copy of the graph.
   *
   * @param  {object} options - Upgrade options.
   * @return {Graph}          - The copy.
   */
  copy(options) {
    options = options || {};
    if (typeof options.type === "string" && options.type !== this.type && options.type !== "mixed")
      throw new UsageGraphError(
        `Graph.copy: cannot create an incompatible copy from "${this.type}" type to "${options.type}" because this would mean losing information about the current graph.`
      );
    if (typeof options.multi === "boolean" && options.multi !== this.multi && options.multi !== true)
      throw new UsageGraphError(
        "Graph.copy: cannot create an incompatible copy by downgrading a multi graph to a simple one because this would mean losing information about the current graph."
      );
    if (typeof options.allowSelfLoops === "boolean" && options.allowSelfLoops !== this.allowSelfLoops && options.allowSelfLoops !== true)
      throw new UsageGraphError(
        "Graph.copy: cannot create an incompatible copy from a graph allowing self loops to one that does not because this would mean losing information about the current graph."
      );
    const graph = this.emptyCopy(options);
    const iterator = this._edges.values();
    let step, edgeData;
    while (step = iterator.next(), step.done !== true) {
      edgeData = step.value;
      addEdge(
        graph,
        "copy",
        false,
        edgeData.undirected,
        edgeData.key,
        edgeData.source.key,
        edgeData.target.key,
        assign({}, edgeData.attributes)
      );
    }
    return graph;
  }
  /**---------------------------------------------------------------------------
   * Known methods
   **---------------------------------------------------------------------------
   */
  /**
   * Method used by JavaScript to perform JSON serialization.
   *
   * @return {object} - The serialized graph.
   */
  toJSON() {
    return this.export();
  }
  /**
   * Method returning [object Graph].
   */
  toString() {
    return "[object Graph]";
  }
  /**
   * Method used internally by node's console to display a custom object.
   *
   * @return {object} - Formatted object representation of the graph.
   */
  inspect() {
    const nodes = {};
    this._nodes.forEach((data, key) => {
      nodes[key] = data.attributes;
    });
    const edges = {}, multiIndex = {};
    this._edges.forEach((data, key) => {
      const direction = data.undirected ? "--" : "->";
      let label = "";
      let source = data.source.key;
      let target = data.target.key;
      let tmp;
      if (data.undirected && source > target) {
        tmp = source;
        source = target;
        target = tmp;
      }
      const desc = `(${source})${direction}(${target})`;
      if (!key.startsWith("geid_")) {
        label += `[${key}]: `;
      } else if (this.multi) {
        if (typeof multiIndex[desc] === "undefined") {
          multiIndex[desc] = 0;
        } else {
          multiIndex[desc]++;
        }
        label += `${multiIndex[desc]}. `;
      }
      label += desc;
      edges[label] = data.attributes;
    });
    const dummy = {};
    for (const k in this) {
      if (this.hasOwnProperty(k) && !EMITTER_PROPS.has(k) && typeof this[k] !== "function" && typeof k !== "symbol")
        dummy[k] = this[k];
    }
    dummy.attributes = this._attributes;
    dummy.nodes = nodes;
    dummy.edges = edges;
    privateProperty(dummy, "constructor", this.constructor);
    return dummy;
  }
};
if (typeof Symbol !== "undefined")
  Graph.prototype[/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")] = Graph.prototype.inspect;
EDGE_ADD_METHODS.forEach((method) => {
  ["add", "merge", "update"].forEach((verb) => {
    const name = method.name(verb);
    const fn = verb === "add" ? addEdge : mergeEdge;
    if (method.generateKey) {
      Graph.prototype[name] = function(source, target, attributes) {
        return fn(
          this,
          name,
          true,
          (method.type || this.type) === "undirected",
          null,
          source,
          target,
          attributes,
          verb === "update"
        );
      };
    } else {
      Graph.prototype[name] = function(edge, source, target, attributes) {
        return fn(
          this,
          name,
          false,
          (method.type || this.type) === "undirected",
          edge,
          source,
          target,
          attributes,
          verb === "update"
        );
      };
    }
  });
});
attachNodeAttributesMethods(Graph);
attachEdgeAttributesMethods(Graph);
attachEdgeIterationMethods(Graph);
attachNeighborIterationMethods(Graph);
var DirectedGraph = class extends Graph {
  constructor(options) {
    const finalOptions = assign({ type: "directed" }, options);
    if ("multi" in finalOptions && finalOptions.multi !== false)
      throw new InvalidArgumentsGraphError(
        "DirectedGraph.from: inconsistent indication that the graph should be multi in given options!"
      );
    if (finalOptions.type !== "directed")
      throw new InvalidArgumentsGraphError(
        'DirectedGraph.from: inconsistent "' + finalOptions.type + '" type in given options!'
      );
    super(finalOptions);
  }
};
var UndirectedGraph = class extends Graph {
  constructor(options) {
    const finalOptions = assign({ type: "undirected" }, options);
    if ("multi" in finalOptions && finalOptions.multi !== false)
      throw new InvalidArgumentsGraphError(
        "UndirectedGraph.from: inconsistent indication that the graph should be multi in given options!"
      );
    if (finalOptions.type !== "undirected")
      throw new InvalidArgumentsGraphError(
        'UndirectedGraph.from: inconsistent "' + finalOptions.type + '" type in given options!'
      );
    super(finalOptions);
  }
};
var MultiGraph = class extends Graph {
  constructor(options) {
    const finalOptions = assign({ multi: true }, options);
    if ("multi" in finalOptions && finalOptions.multi !== true)
      throw new InvalidArgumentsGraphError(
        "MultiGraph.from: inconsistent indication that the graph should be simple in given options!"
      );
    super(finalOptions);
  }
};
var MultiDirectedGraph = class extends Graph {
  constructor(options) {
    const finalOptions = assign({ type: "directed", multi: true }, options);
    if ("multi" in finalOptions && finalOptions.multi !== true)
      throw new InvalidArgumentsGraphError(
        "MultiDirectedGraph.from: inconsistent indication that the graph should be simple in given options!"
      );
    if (finalOptions.type !== "directed")
      throw new InvalidArgumentsGraphError(
        'MultiDirectedGraph.from: inconsistent "' + finalOptions.type + '" type in given options!'
      );
    super(finalOptions);
  }
};
var MultiUndirectedGraph = class extends Graph {
  constructor(options) {
    const finalOptions = assign({ type: "undirected", multi: true }, options);
    if ("multi" in finalOptions && finalOptions.multi !== true)
      throw new InvalidArgumentsGraphError(
        "MultiUndirectedGraph.from: inconsistent indication that the graph should be simple in given options!"
      );
    if (finalOptions.type !== "undirected")
      throw new InvalidArgumentsGraphError(
        'MultiUndirectedGraph.from: inconsistent "' + finalOptions.type + '" type in given options!'
      );
    super(finalOptions);
  }
};
function attachStaticFromMethod(Class) {
  Class.from = function(data, options) {
    const finalOptions = assign({}, data.options, options);
    const instance = new Class(finalOptions);
    instance.import(data);
    return instance;
  };
}
attachStaticFromMethod(Graph);
attachStaticFromMethod(DirectedGraph);
attachStaticFromMethod(UndirectedGraph);
attachStaticFromMethod(MultiGraph);
attachStaticFromMethod(MultiDirectedGraph);
attachStaticFromMethod(MultiUndirectedGraph);
Graph.Graph = Graph;
Graph.DirectedGraph = DirectedGraph;
Graph.UndirectedGraph = UndirectedGraph;
Graph.MultiGraph = MultiGraph;
Graph.MultiDirectedGraph = MultiDirectedGraph;
Graph.MultiUndirectedGraph = MultiUndirectedGraph;
Graph.InvalidArgumentsGraphError = InvalidArgumentsGraphError;
Graph.NotFoundGraphError = NotFoundGraphError;
Graph.UsageGraphError = UsageGraphError;

// bench/grid-contenders.ts
var import_graphology_shortest_path = __toESM(require_graphology_shortest_path(), 1);
var import_javascript_astar = __toESM(require_astar2(), 1);

// ../../node_modules/.pnpm/ngraph.events@1.4.0/node_modules/ngraph.events/index.js
function eventify(subject) {
  validateSubject(subject);
  const eventsStorage = createEventsStorage(subject);
  subject.on = eventsStorage.on;
  subject.off = eventsStorage.off;
  subject.fire = eventsStorage.fire;
  return subject;
}
function createEventsStorage(subject) {
  let registeredEvents = /* @__PURE__ */ Object.create(null);
  return {
    on: function(eventName, callback, ctx) {
      if (typeof callback !== "function") {
        throw new Error("callback is expected to be a function");
      }
      let handlers = registeredEvents[eventName];
      if (!handlers) {
        handlers = registeredEvents[eventName] = [];
      }
      handlers.push({ callback, ctx });
      return subject;
    },
    off: function(eventName, callback) {
      const wantToRemoveAll = typeof eventName === "undefined";
      if (wantToRemoveAll) {
        registeredEvents = /* @__PURE__ */ Object.create(null);
        return subject;
      }
      if (registeredEvents[eventName]) {
        const deleteAllCallbacksForEvent = typeof callback !== "function";
        if (deleteAllCallbacksForEvent) {
          delete registeredEvents[eventName];
        } else {
          const callbacks = registeredEvents[eventName];
          for (let i = 0; i < callbacks.length; ++i) {
            if (callbacks[i].callback === callback) {
              callbacks.splice(i, 1);
            }
          }
        }
      }
      return subject;
    },
    fire: function(eventName) {
      const callbacks = registeredEvents[eventName];
      if (!callbacks) {
        return subject;
      }
      let fireArguments;
      if (arguments.length > 1) {
        fireArguments = Array.prototype.slice.call(arguments, 1);
      }
      for (let i = 0; i < callbacks.length; ++i) {
        const callbackInfo = callbacks[i];
        callbackInfo.callback.apply(callbackInfo.ctx, fireArguments);
      }
      return subject;
    }
  };
}
function validateSubject(subject) {
  if (!subject) {
    throw new Error("Eventify cannot use falsy object as events subject");
  }
  const reservedWords = ["on", "fire", "off"];
  for (let i = 0; i < reservedWords.length; ++i) {
    if (subject.hasOwnProperty(reservedWords[i])) {
      throw new Error("Subject cannot be eventified, since it already has property '" + reservedWords[i] + "'");
    }
  }
}

// ../../node_modules/.pnpm/ngraph.graph@20.1.2/node_modules/ngraph.graph/index.js
var ngraph_default = createGraph;
function createGraph(options) {
  options = options || {};
  if ("uniqueLinkId" in options) {
    console.warn(
      "ngraph.graph: Starting from version 0.14 `uniqueLinkId` is deprecated.\nUse `multigraph` option instead\n",
      "\n",
      "Note: there is also change in default behavior: From now on each graph\nis considered to be not a multigraph by default (each edge is unique)."
    );
    options.multigraph = options.uniqueLinkId;
  }
  if (options.multigraph === void 0) options.multigraph = false;
  if (typeof Map !== "function") {
    throw new Error("ngraph.graph requires `Map` to be defined. Please polyfill it before using ngraph");
  }
  var nodes = /* @__PURE__ */ new Map();
  var links = /* @__PURE__ */ new Map();
  var multiEdges = {};
  var suspendEvents = 0;
  var createLink = options.multigraph ? createUniqueLink : createSingleLink, changes = [], recordLinkChange = noop, recordNodeChange = noop, enterModification = noop, exitModification = noop;
  var graphPart = {
    /**
     * Sometimes duck typing could be slow. Giving clients a hint about data structure
     * via explicit version number here:
     */
    version: 20,
    /**
     * Adds node to the graph. If node with given id already exists in the graph
     * its data is extended with whatever comes in 'data' argument.
     *
     * @param nodeId the node's identifier. A string or number is preferred.
     * @param [data] additional data for the node being added. If node already
     *   exists its data object is augmented with the new one.
     *
     * @return {node} The newly added node or node with given id if it already exists.
     */
    addNode: addNode2,
    /**
     * Adds a link to the graph. The function always create a new
     * link between two nodes. If one of the nodes does not exists
     * a new node is created.
     *
     * @param fromId link start node id;
     * @param toId link end node id;
     * @param [data] additional data to be set on the new link;
     *
     * @return {link} The newly created link
     */
    addLink,
    /**
     * Removes link from the graph. If link does not exist does nothing.
     *
     * @param link - object returned by addLink() or getLinks() methods.
     *
     * @returns true if link was removed; false otherwise.
     */
    removeLink,
    /**
     * Removes node with given id from the graph. If node does not exist in the graph
     * does nothing.
     *
     * @param nodeId node's identifier passed to addNode() function.
     *
     * @returns true if node was removed; false otherwise.
     */
    removeNode,
    /**
     * Gets node with given identifier. If node does not exist undefined value is returned.
     *
     * @param nodeId requested node identifier;
     *
     * @return {node} in with requested identifier or undefined if no such node exists.
     */
    getNode,
    /**
     * Gets number of nodes in this graph.
     *
     * @return number of nodes in the graph.
     */
    getNodeCount,
    /**
     * Gets total number of links in the graph.
     */
    getLinkCount,
    /**
     * Synonym for `getLinkCount()`
     */
    getEdgeCount: getLinkCount,
    /**
     * Synonym for `getLinkCount()`
     */
    getLinksCount: getLinkCount,
    /**
     * Synonym for `getNodeCount()`
     */
    getNodesCount: getNodeCount,
    /**
     * Gets all links (inbound and outbound) from the node with given id.
     * If node with given id is not found null is returned.
     *
     * @param nodeId requested node identifier.
     *
     * @return Set of links from and to requested node if such node exists;
     *   otherwise null is returned.
     */
    getLinks,
    /**
     * Invokes callback on each node of the graph.
     *
     * @param {Function(node)} callback Function to be invoked. The function
     *   is passed one argument: visited node.
     */
    forEachNode,
    /**
     * Invokes callback on every linked (adjacent) node to the given one.
     *
     * @param nodeId Identifier of the requested node.
     * @param {Function(node, link)} callback Function to be called on all linked nodes.
     *   The function is passed two parameters: adjacent node and link object itself.
     * @param oriented if true graph treated as oriented.
     */
    forEachLinkedNode,
    /**
     * Enumerates all links in the graph
     *
     * @param {Function(link)} callback Function to be called on all links in the graph.
     *   The function is passed one parameter: graph's link object.
     *
     * Link object contains at least the following fields:
     *  fromId - node id where link starts;
     *  toId - node id where link ends,
     *  data - additional data passed to graph.addLink() method.
     */
    forEachLink,
    /**
     * Suspend all notifications about graph changes until
     * endUpdate is called.
     */
    beginUpdate: enterModification,
    /**
     * Resumes all notifications about graph changes and fires
     * graph 'changed' event in case there are any pending changes.
     */
    endUpdate: exitModification,
    /**
     * Removes all nodes and links from the graph.
     */
    clear,
    /**
     * Detects whether there is a link between two nodes.
     * Operation complexity is O(n) where n - number of links of a node.
     * NOTE: this function is synonym for getLink()
     *
     * @returns link if there is one. null otherwise.
     */
    hasLink: getLink,
    /**
     * Detects whether there is a node with given id
     * 
     * Operation complexity is O(1)
     * NOTE: this function is synonym for getNode()
     *
     * @returns node if there is one; Falsy value otherwise.
     */
    hasNode: getNode,
    /**
     * Gets an edge between two nodes.
     * Operation complexity is O(n) where n - number of links of a node.
     *
     * @param {string} fromId link start identifier
     * @param {string} toId link end identifier
     *
     * @returns link if there is one; undefined otherwise.
     */
    getLink,
    /**
     * Gets a link by its id.
     *
     * @param {string} linkId link identifier
     *
     * @returns link if there is one; undefined otherwise.
     */
    getLinkById
  };
  eventify(graphPart);
  monitorSubscribers();
  return graphPart;
  function monitorSubscribers() {
    var realOn = graphPart.on;
    graphPart.on = on;
    function on() {
      graphPart.beginUpdate = enterModification = enterModificationReal;
      graphPart.endUpdate = exitModification = exitModificationReal;
      recordLinkChange = recordLinkChangeReal;
      recordNodeChange = recordNodeChangeReal;
      graphPart.on = realOn;
      return realOn.apply(graphPart, arguments);
    }
  }
  function recordLinkChangeReal(link, changeType) {
    changes.push({
      link,
      changeType
    });
  }
  function recordNodeChangeReal(node, changeType) {
    changes.push({
      node,
      changeType
    });
  }
  function addNode2(nodeId, data) {
    if (nodeId === void 0) {
      throw new Error("Invalid node identifier");
    }
    enterModification();
    var node = getNode(nodeId);
    if (!node) {
      node = new Node(nodeId, data);
      recordNodeChange(node, "add");
    } else {
      node.data = data;
      recordNodeChange(node, "update");
    }
    nodes.set(nodeId, node);
    exitModification();
    return node;
  }
  function getNode(nodeId) {
    return nodes.get(nodeId);
  }
  function removeNode(nodeId) {
    var node = getNode(nodeId);
    if (!node) {
      return false;
    }
    enterModification();
    var prevLinks = node.links;
    if (prevLinks) {
      prevLinks.forEach(removeLinkInstance);
      node.links = null;
    }
    nodes.delete(nodeId);
    recordNodeChange(node, "remove");
    exitModification();
    return true;
  }
  function addLink(fromId, toId, data) {
    enterModification();
    var fromNode = getNode(fromId) || addNode2(fromId);
    var toNode = getNode(toId) || addNode2(toId);
    var link = createLink(fromId, toId, data);
    var isUpdate = links.has(link.id);
    links.set(link.id, link);
    addLinkToNode(fromNode, link);
    if (fromId !== toId) {
      addLinkToNode(toNode, link);
    }
    recordLinkChange(link, isUpdate ? "update" : "add");
    exitModification();
    return link;
  }
  function createSingleLink(fromId, toId, data) {
    var linkId = makeLinkId(fromId, toId);
    var prevLink = links.get(linkId);
    if (prevLink) {
      prevLink.data = data;
      return prevLink;
    }
    return new Link(fromId, toId, data, linkId);
  }
  function createUniqueLink(fromId, toId, data) {
    var linkId = makeLinkId(fromId, toId);
    var isMultiEdge = multiEdges.hasOwnProperty(linkId);
    if (isMultiEdge || getLink(fromId, toId)) {
      if (!isMultiEdge) {
        multiEdges[linkId] = 0;
      }
      var suffix = "@" + ++multiEdges[linkId];
      linkId = makeLinkId(fromId + suffix, toId + suffix);
    }
    return new Link(fromId, toId, data, linkId);
  }
  function getNodeCount() {
    return nodes.size;
  }
  function getLinkCount() {
    return links.size;
  }
  function getLinks(nodeId) {
    var node = getNode(nodeId);
    return node ? node.links : null;
  }
  function removeLink(link, otherId) {
    if (otherId !== void 0) {
      link = getLink(link, otherId);
    }
    return removeLinkInstance(link);
  }
  function removeLinkInstance(link) {
    if (!link) {
      return false;
    }
    if (!links.get(link.id)) return false;
    enterModification();
    links.delete(link.id);
    var fromNode = getNode(link.fromId);
    var toNode = getNode(link.toId);
    if (fromNode) {
      fromNode.links.delete(link);
    }
    if (toNode) {
      toNode.links.delete(link);
    }
    recordLinkChange(link, "remove");
    exitModification();
    return true;
  }
  function getLink(fromNodeId, toNodeId) {
    if (fromNodeId === void 0 || toNodeId === void 0) return void 0;
    return links.get(makeLinkId(fromNodeId, toNodeId));
  }
  function getLinkById(linkId) {
    if (linkId === void 0) return void 0;
    return links.get(linkId);
  }
  function clear() {
    enterModification();
    forEachNode(function(node) {
      removeNode(node.id);
    });
    exitModification();
  }
  function forEachLink(callback) {
    if (typeof callback === "function") {
      var valuesIterator = links.values();
      var nextValue = valuesIterator.next();
      while (!nextValue.done) {
        if (callback(nextValue.value)) {
          return true;
        }
        nextValue = valuesIterator.next();
      }
    }
  }
  function forEachLinkedNode(nodeId, callback, oriented) {
    var node = getNode(nodeId);
    if (node && node.links && typeof callback === "function") {
      if (oriented) {
        return forEachOrientedLink(node.links, nodeId, callback);
      } else {
        return forEachNonOrientedLink(node.links, nodeId, callback);
      }
    }
  }
  function forEachNonOrientedLink(links2, nodeId, callback) {
    var quitFast;
    var valuesIterator = links2.values();
    var nextValue = valuesIterator.next();
    while (!nextValue.done) {
      var link = nextValue.value;
      var linkedNodeId = link.fromId === nodeId ? link.toId : link.fromId;
      quitFast = callback(nodes.get(linkedNodeId), link);
      if (quitFast) {
        return true;
      }
      nextValue = valuesIterator.next();
    }
  }
  function forEachOrientedLink(links2, nodeId, callback) {
    var quitFast;
    var valuesIterator = links2.values();
    var nextValue = valuesIterator.next();
    while (!nextValue.done) {
      var link = nextValue.value;
      if (link.fromId === nodeId) {
        quitFast = callback(nodes.get(link.toId), link);
        if (quitFast) {
          return true;
        }
      }
      nextValue = valuesIterator.next();
    }
  }
  function noop() {
  }
  function enterModificationReal() {
    suspendEvents += 1;
  }
  function exitModificationReal() {
    suspendEvents -= 1;
    if (suspendEvents === 0 && changes.length > 0) {
      graphPart.fire("changed", changes);
      changes.length = 0;
    }
  }
  function forEachNode(callback) {
    if (typeof callback !== "function") {
      throw new Error("Function is expected to iterate over graph nodes. You passed " + callback);
    }
    var valuesIterator = nodes.values();
    var nextValue = valuesIterator.next();
    while (!nextValue.done) {
      if (callback(nextValue.value)) {
        return true;
      }
      nextValue = valuesIterator.next();
    }
  }
}
function Node(id, data) {
  this.id = id;
  this.links = null;
  this.data = data;
}
function addLinkToNode(node, link) {
  if (node.links) {
    node.links.add(link);
  } else {
    node.links = /* @__PURE__ */ new Set([link]);
  }
}
function Link(fromId, toId, data, id) {
  this.fromId = fromId;
  this.toId = toId;
  this.data = data;
  this.id = id;
}
function makeLinkId(fromId, toId) {
  return fromId.toString() + "\u{1F449} " + toId.toString();
}

// ../../node_modules/.pnpm/ngraph.path@1.6.1/node_modules/ngraph.path/dist/ngraph.path.es.js
function y(e, t) {
  if (!new.target) return new y(e, t);
  if (Array.isArray(e) || (t = e, e = []), t = t || {}, this.data = e || [], this.length = this.data.length, this.compare = t.compare || Q, this.setNodeId = t.setNodeId || K, this.length > 0)
    for (var n = this.length >> 1; n >= 0; n--) this._down(n);
  if (t.setNodeId)
    for (var n = 0; n < this.length; ++n)
      this.setNodeId(this.data[n], n);
}
function K() {
}
function Q(e, t) {
  return e - t;
}
y.prototype = {
  push: function(e) {
    this.data.push(e), this.setNodeId(e, this.length), this.length++, this._up(this.length - 1);
  },
  pop: function() {
    if (this.length !== 0) {
      var e = this.data[0];
      return this.length--, this.length > 0 && (this.data[0] = this.data[this.length], this.setNodeId(this.data[0], 0), this._down(0)), this.data.pop(), e;
    }
  },
  peek: function() {
    return this.data[0];
  },
  updateItem: function(e) {
    this._down(e), this._up(e);
  },
  _up: function(e) {
    for (var t = this.data, n = this.compare, d = this.setNodeId, o = t[e]; e > 0; ) {
      var r = e - 1 >> 1, s = t[r];
      if (n(o, s) >= 0) break;
      t[e] = s, d(s, e), e = r;
    }
    t[e] = o, d(o, e);
  },
  _down: function(e) {
    for (var t = this.data, n = this.compare, d = this.length >> 1, o = t[e], r = this.setNodeId; e < d; ) {
      var s = (e << 1) + 1, T = s + 1, p = t[s];
      if (T < this.length && n(t[T], p) < 0 && (s = T, p = t[T]), n(p, o) >= 0) break;
      t[e] = p, r(p, e), e = s;
    }
    t[e] = o, r(o, e);
  }
};
function U(e) {
  this.node = e, this.parent = null, this.closed = false, this.open = 0, this.distanceToSource = Number.POSITIVE_INFINITY, this.fScore = Number.POSITIVE_INFINITY, this.heapIndex = -1;
}
function R() {
  var e = 0, t = [];
  return {
    createNewState: d,
    reset: n
  };
  function n() {
    e = 0;
  }
  function d(o) {
    var r = t[e];
    return r ? (r.node = o, r.parent = null, r.closed = false, r.open = 0, r.distanceToSource = Number.POSITIVE_INFINITY, r.fScore = Number.POSITIVE_INFINITY, r.heapIndex = -1) : (r = new U(o), t[e] = r), e++, r;
  }
}
function $(e, t) {
  var n = e.x - t.x, d = e.y - t.y;
  return Math.sqrt(n * n + d * d);
}
function q(e, t) {
  var n = e.x - t.x, d = e.y - t.y;
  return Math.abs(n) + Math.abs(d);
}
var J = [];
typeof Object.freeze == "function" && Object.freeze(J);
var u = {
  // Path search settings
  heuristic: W,
  distance: X,
  blocked: Z,
  compareFScore: ee,
  NO_PATH: J,
  // heap settings
  setHeapIndex: te,
  // nba:
  setH1: ae,
  setH2: ie,
  compareF1Score: re,
  compareF2Score: ne
};
function W() {
  return 0;
}
function X() {
  return 1;
}
function Z() {
  return false;
}
function ee(e, t) {
  var n = e.fScore - t.fScore;
  return n;
}
function te(e, t) {
  e.heapIndex = t;
}
function re(e, t) {
  return e.f1 - t.f1;
}
function ne(e, t) {
  return e.f2 - t.f2;
}
function ae(e, t) {
  e.h1 = t;
}
function ie(e, t) {
  e.h2 = t;
}
var oe = u.NO_PATH;
function j(e, t) {
  t = t || {};
  var n = t.oriented, d = t.blocked;
  d || (d = u.blocked);
  var o = t.heuristic;
  o || (o = u.heuristic);
  var r = t.distance;
  r || (r = u.distance);
  var s = R();
  return {
    /**
     * Finds a path between node `fromId` and `toId`.
     * @returns {Array} of nodes between `toId` and `fromId`. Empty array is returned
     * if no path is found.
     */
    find: T
  };
  function T(p, x) {
    var g = e.getNode(p);
    if (!g) throw new Error("fromId is not defined in this graph: " + p);
    var l = e.getNode(x);
    if (!l) throw new Error("toId is not defined in this graph: " + x);
    s.reset();
    var E = /* @__PURE__ */ new Map(), H = new y({
      compare: u.compareFScore,
      setNodeId: u.setHeapIndex
    }), m = s.createNewState(g);
    E.set(p, m), m.fScore = o(g, l), m.distanceToSource = 0, H.push(m), m.open = 1;
    for (var h; H.length > 0; ) {
      if (h = H.pop(), de(h, l)) return ce(h);
      h.closed = true, e.forEachLinkedNode(h.node.id, S, n);
    }
    return oe;
    function S(v, O) {
      var c = E.get(v.id);
      if (c || (c = s.createNewState(v), E.set(v.id, c)), !c.closed && (c.open === 0 && (H.push(c), c.open = 1), !d(v, h.node, O))) {
        var _ = h.distanceToSource + r(v, h.node, O);
        _ >= c.distanceToSource || (c.parent = h, c.distanceToSource = _, c.fScore = _ + o(c.node, l), H.updateItem(c.heapIndex));
      }
    }
  }
}
j.l2 = $;
j.l1 = q;
function de(e, t) {
  return e.node === t;
}
function ce(e) {
  for (var t = [e.node], n = e.parent; n; )
    t.push(n.node), n = n.parent;
  return t;
}
var M = 1;
var L = 2;
var fe = u.NO_PATH;
function z(e, t) {
  t = t || {};
  var n = t.oriented, d = t.blocked;
  d || (d = u.blocked);
  var o = t.heuristic;
  o || (o = u.heuristic);
  var r = t.distance;
  r || (r = u.distance);
  var s = R();
  return {
    find: T
  };
  function T(p, x) {
    var g = e.getNode(p);
    if (!g) throw new Error("fromId is not defined in this graph: " + p);
    var l = e.getNode(x);
    if (!l) throw new Error("toId is not defined in this graph: " + x);
    if (g === l) return [g];
    s.reset();
    var E = n ? B : f, H = /* @__PURE__ */ new Map(), m = new y({
      compare: u.compareFScore,
      setNodeId: u.setHeapIndex
    }), h = new y({
      compare: u.compareFScore,
      setNodeId: u.setHeapIndex
    }), S = s.createNewState(g);
    H.set(p, S), S.fScore = o(g, l), S.distanceToSource = 0, m.push(S), S.open = M;
    var v = s.createNewState(l);
    v.fScore = o(l, g), v.distanceToSource = 0, h.push(v), v.open = L;
    for (var O = Number.POSITIVE_INFINITY, c, _, V = m, P = M; m.length > 0 && h.length > 0; ) {
      m.length < h.length ? (P = M, V = m) : (P = L, V = h);
      var b = V.pop();
      if (b.closed = true, !(b.distanceToSource > O) && (e.forEachLinkedNode(b.node.id, E), c && _))
        return C(c, _);
    }
    return fe;
    function f(w, N) {
      return A(w, N, b);
    }
    function B(w, N) {
      if (P === M) {
        if (N.fromId === b.node.id) return A(w, N, b);
      } else if (P === L && N.toId === b.node.id)
        return A(w, N, b);
    }
    function D(w) {
      var N = w.open;
      return !!(N && N !== P);
    }
    function C(w, N) {
      for (var F = [], a = w; a; )
        F.push(a.node), a = a.parent;
      for (var I = N; I; )
        F.unshift(I.node), I = I.parent;
      return F;
    }
    function A(w, N, F) {
      var a = H.get(w.id);
      if (a || (a = s.createNewState(w), H.set(w.id, a)), !a.closed && !d(a.node, F.node, N)) {
        if (D(a)) {
          var I = a.distanceToSource + F.distanceToSource;
          I < O && (c = a, _ = F, O = I);
          return;
        }
        var i = F.distanceToSource + r(a.node, F.node, N);
        if (!(i >= a.distanceToSource)) {
          var Y = P === M ? l : g, k = i + o(a.node, Y);
          k >= O || (a.fScore = k, a.open === 0 && (V.push(a), V.updateItem(a.heapIndex), a.open = P), a.parent = F, a.distanceToSource = i);
        }
      }
    }
  }
}
z.l2 = $;
z.l1 = q;
function se(e) {
  this.node = e, this.p1 = null, this.p2 = null, this.closed = false, this.g1 = Number.POSITIVE_INFINITY, this.g2 = Number.POSITIVE_INFINITY, this.f1 = Number.POSITIVE_INFINITY, this.f2 = Number.POSITIVE_INFINITY, this.h1 = -1, this.h2 = -1;
}
function ue() {
  var e = 0, t = [];
  return {
    /**
     * Creates a new NBASearchState instance
     */
    createNewState: d,
    /**
     * Marks all created instances available for recycling.
     */
    reset: n
  };
  function n() {
    e = 0;
  }
  function d(o) {
    var r = t[e];
    return r ? (r.node = o, r.p1 = null, r.p2 = null, r.closed = false, r.g1 = Number.POSITIVE_INFINITY, r.g2 = Number.POSITIVE_INFINITY, r.f1 = Number.POSITIVE_INFINITY, r.f2 = Number.POSITIVE_INFINITY, r.h1 = -1, r.h2 = -1) : (r = new se(o), t[e] = r), e++, r;
  }
}
var he = u.NO_PATH;
function G(e, t) {
  t = t || {};
  var n = t.oriented, d = t.quitFast, o = t.blocked;
  o || (o = u.blocked);
  var r = t.heuristic;
  r || (r = u.heuristic);
  var s = t.distance;
  s || (s = u.distance);
  var T = ue();
  return {
    /**
     * Finds a path between node `fromId` and `toId`.
     * @returns {Array} of nodes between `toId` and `fromId`. Empty array is returned
     * if no path is found.
     */
    find: p
  };
  function p(x, g) {
    var l = e.getNode(x);
    if (!l) throw new Error("fromId is not defined in this graph: " + x);
    var E = e.getNode(g);
    if (!E) throw new Error("toId is not defined in this graph: " + g);
    T.reset();
    var H = n ? F : A, m = n ? N : w, h = /* @__PURE__ */ new Map(), S = new y({
      compare: u.compareF1Score,
      setNodeId: u.setH1
    }), v = new y({
      compare: u.compareF2Score,
      setNodeId: u.setH2
    }), O, c = Number.POSITIVE_INFINITY, _ = T.createNewState(l);
    h.set(x, _), _.g1 = 0;
    var V = r(l, E);
    _.f1 = V, S.push(_);
    var P = T.createNewState(E);
    h.set(g, P), P.g2 = 0;
    var b = V;
    P.f2 = b, v.push(P);
    for (var f; v.length && S.length && (S.length < v.length ? D() : C(), !(d && O)); )
      ;
    var B = ve(O);
    return B;
    function D() {
      f = S.pop(), !f.closed && (f.closed = true, f.f1 < c && f.g1 + b - r(l, f.node) < c && e.forEachLinkedNode(f.node.id, H), S.length > 0 && (V = S.peek().f1));
    }
    function C() {
      f = v.pop(), !f.closed && (f.closed = true, f.f2 < c && f.g2 + V - r(f.node, E) < c && e.forEachLinkedNode(f.node.id, m), v.length > 0 && (b = v.peek().f2));
    }
    function A(a, I) {
      var i = h.get(a.id);
      if (i || (i = T.createNewState(a), h.set(a.id, i)), !i.closed && !o(f.node, a, I)) {
        var Y = f.g1 + s(f.node, a, I);
        Y < i.g1 && (i.g1 = Y, i.f1 = Y + r(i.node, E), i.p1 = f, i.h1 < 0 ? S.push(i) : S.updateItem(i.h1));
        var k = i.g1 + i.g2;
        k < c && (c = k, O = i);
      }
    }
    function w(a, I) {
      var i = h.get(a.id);
      if (i || (i = T.createNewState(a), h.set(a.id, i)), !i.closed && !o(f.node, a, I)) {
        var Y = f.g2 + s(f.node, a, I);
        Y < i.g2 && (i.g2 = Y, i.f2 = Y + r(l, i.node), i.p2 = f, i.h2 < 0 ? v.push(i) : v.updateItem(i.h2));
        var k = i.g1 + i.g2;
        k < c && (c = k, O = i);
      }
    }
    function N(a, I) {
      if (I.toId === f.node.id) return w(a, I);
    }
    function F(a, I) {
      if (I.fromId === f.node.id) return A(a, I);
    }
  }
}
G.l2 = $;
G.l1 = q;
function ve(e) {
  if (!e) return he;
  for (var t = [e.node], n = e.p1; n; )
    t.push(n.node), n = n.p1;
  for (var d = e.p2; d; )
    t.unshift(d.node), d = d.p2;
  return t;
}
var Ie = {
  aStar: j,
  aGreedy: z,
  nba: G
};

// bench/grid-contenders.ts
var import_pathfinding = __toESM(require_pathfinding(), 1);

// src/errors.ts
var SearchError = class extends Error {
  /** A stable, machine-readable code. */
  code;
  constructor(code, message) {
    super(`search-core: ${message}`);
    this.name = "SearchError";
    this.code = code;
  }
};

// src/internal/control.ts
function newStats() {
  return {
    expanded: 0,
    generated: 0,
    duplicates: 0,
    pruned: 0,
    reopened: 0,
    peakFrontier: 0,
    peakStored: 0,
    elapsedMs: 0,
    iterations: 1
  };
}
function checkLimit(name, value) {
  if (value === void 0) return Infinity;
  if (!(value >= 0)) throw new SearchError("invalid-option", `${name} must be a number \u2265 0, got ${String(value)}`);
  return value;
}
var Control = class {
  start = performance.now();
  maxExpansions;
  maxStates;
  checkEvery;
  deadline;
  signal;
  onProgress;
  interval;
  nextProgress;
  /** The expansion count at which `poll` next needs to run. */
  nextCheck;
  constructor(options) {
    this.maxExpansions = checkLimit("maxExpansions", options.maxExpansions);
    this.maxStates = checkLimit("maxStates", options.maxStates);
    const timeout = checkLimit("timeoutMs", options.timeoutMs);
    this.deadline = this.start + timeout;
    this.signal = options.signal;
    this.onProgress = options.onProgress;
    this.interval = checkLimit("progressIntervalMs", options.progressIntervalMs ?? 250);
    this.nextProgress = this.start + this.interval;
    const every = options.checkEvery ?? 1024;
    if (!(every >= 1)) throw new SearchError("invalid-option", `checkEvery must be \u2265 1, got ${String(every)}`);
    this.checkEvery = Math.floor(every);
    this.nextCheck = this.needsPolling() ? 0 : Infinity;
  }
  needsPolling() {
    return this.deadline !== Infinity || this.signal !== void 0 || this.onProgress !== void 0;
  }
  /** Checks the signal and the clock, and reports progress when due. */
  poll(stats, frontier, stored, bound) {
    this.nextCheck = stats.expanded + this.checkEvery;
    if (this.signal?.aborted) return { status: "aborted" };
    const now = performance.now();
    if (now >= this.deadline) return { status: "limit", limit: "time" };
    if (this.onProgress && now >= this.nextProgress) {
      this.nextProgress = now + this.interval;
      this.onProgress({
        expanded: stats.expanded,
        generated: stats.generated,
        frontier,
        stored,
        elapsedMs: now - this.start,
        bound
      });
    }
    return void 0;
  }
  /** Stops before anything runs when the signal has already fired. */
  initial() {
    return this.signal?.aborted ? { status: "aborted" } : void 0;
  }
  elapsed() {
    return performance.now() - this.start;
  }
};

// src/internal/node-arena.ts
var NodeArena = class {
  parent;
  ordinal;
  g;
  size = 0;
  constructor(capacity = 1024) {
    this.parent = new Int32Array(capacity);
    this.ordinal = new Uint32Array(capacity);
    this.g = new Float64Array(capacity);
  }
  /** Appends a node and returns its index. */
  add(parent, ordinal, g) {
    const n = this.size;
    if (n === this.parent.length) this.grow();
    this.parent[n] = parent;
    this.ordinal[n] = ordinal;
    this.g[n] = g;
    this.size = n + 1;
    return n;
  }
  grow() {
    const cap = Math.ceil(this.parent.length * 1.5) + 16;
    const parent = new Int32Array(cap);
    parent.set(this.parent);
    this.parent = parent;
    const ordinal = new Uint32Array(cap);
    ordinal.set(this.ordinal);
    this.ordinal = ordinal;
    const g = new Float64Array(cap);
    g.set(this.g);
    this.g = g;
  }
  /** The successor ordinals from the root to `node`. */
  ordinalsTo(node) {
    const out = [];
    for (let n = node; this.parent[n] !== -1; n = this.parent[n]) out.push(this.ordinal[n]);
    return out.reverse();
  }
  /** Bytes held by the typed arrays. */
  get bytes() {
    return this.parent.byteLength + this.ordinal.byteLength + this.g.byteLength;
  }
};

// src/internal/normalize.ts
function isProblem(source) {
  return typeof source === "object" && source !== null && "initial" in source;
}
function normalize(source, options) {
  if (source === null || typeof source !== "object") {
    throw new SearchError("invalid-problem", "expected a SearchProblem (with `initial`) or a State object");
  }
  let hashing = options.hashing ?? (options.key ? { kind: "key", key: options.key } : void 0);
  if (isProblem(source)) {
    const p = source;
    if (typeof p.isGoal !== "function") throw new SearchError("invalid-problem", "the problem has no isGoal(state) function");
    let expand;
    if (typeof p.expand === "function") {
      expand = p.expand.bind(p);
    } else if (typeof p.successors === "function") {
      const successors = p.successors.bind(p);
      expand = (state, emit) => {
        for (const s of successors(state)) emit(s.state, s.move, s.cost);
      };
    } else {
      throw new SearchError("invalid-problem", "the problem needs successors(state) or expand(state, emit)");
    }
    if (!hashing && typeof p.key === "function") hashing = { kind: "key", key: p.key.bind(p) };
    return {
      initial: p.initial,
      expand,
      isGoal: p.isGoal.bind(p),
      heuristic: options.heuristic ?? (typeof p.heuristic === "function" ? p.heuristic.bind(p) : void 0),
      isValid: typeof p.isValid === "function" ? p.isValid.bind(p) : void 0,
      hashing
    };
  }
  const start = source;
  if (typeof start.successors !== "function" || typeof start.isGoal !== "function") {
    throw new SearchError("invalid-problem", "a State needs successors() and isGoal() methods");
  }
  if (!hashing && typeof start.key === "function") hashing = { kind: "key", key: (s) => s.key() };
  return {
    initial: start,
    expand: (state, emit) => {
      for (const s of state.successors()) emit(s.state, s.move, s.cost);
    },
    isGoal: (s) => s.isGoal(),
    heuristic: options.heuristic ?? (typeof start.estimate === "function" ? (s) => s.estimate() : void 0),
    isValid: typeof start.isValid === "function" ? (s) => s.isValid() : void 0,
    hashing
  };
}
function requireHashing(hashing, algorithm) {
  if (!hashing) {
    throw new SearchError(
      "missing-key",
      `${algorithm} needs to identify states: give the problem a key(state), the State a key() method, or pass the \`key\` or \`hashing\` option`
    );
  }
  return hashing;
}
function checkCost(cost) {
  if (cost === void 0) return 1;
  if (!(cost >= 0) || cost === Infinity) {
    throw new SearchError("invalid-cost", `a step cost must be a finite number \u2265 0, got ${String(cost)}`);
  }
  return cost;
}
function checkHeuristic(h) {
  if (!(h >= 0)) {
    throw new SearchError("invalid-heuristic", `a heuristic must return a number \u2265 0 (or Infinity for dead states), got ${String(h)}`);
  }
  return h;
}

// src/internal/open-list.ts
var OpenList = class {
  f;
  g;
  node;
  states = [];
  size = 0;
  /** The g, node and state of the last entry popped. */
  poppedG = 0;
  poppedNode = 0;
  poppedF = 0;
  constructor(capacity = 1024) {
    this.f = new Float64Array(capacity);
    this.g = new Float64Array(capacity);
    this.node = new Int32Array(capacity);
  }
  push(f, g, node, state) {
    let i = this.size++;
    if (i === this.f.length) this.grow();
    const fs = this.f;
    const gs = this.g;
    const ns = this.node;
    const ss = this.states;
    while (i > 0) {
      const p = i - 1 >> 1;
      const pf = fs[p];
      if (pf < f || pf === f && gs[p] >= g) break;
      fs[i] = pf;
      gs[i] = gs[p];
      ns[i] = ns[p];
      ss[i] = ss[p];
      i = p;
    }
    fs[i] = f;
    gs[i] = g;
    ns[i] = node;
    ss[i] = state;
  }
  /** Removes the best entry; its fields go to `poppedF`, `poppedG`, `poppedNode`. */
  pop() {
    const fs = this.f;
    const gs = this.g;
    const ns = this.node;
    const ss = this.states;
    const top = ss[0];
    this.poppedF = fs[0];
    this.poppedG = gs[0];
    this.poppedNode = ns[0];
    const n = --this.size;
    const f = fs[n];
    const g = gs[n];
    const node = ns[n];
    const state = ss[n];
    ss[n] = void 0;
    let i = 0;
    for (; ; ) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let c = l;
      if (r < n) {
        const lf = fs[l];
        const rf = fs[r];
        if (rf < lf || rf === lf && gs[r] > gs[l]) c = r;
      }
      const cf = fs[c];
      if (f < cf || f === cf && g >= gs[c]) break;
      fs[i] = cf;
      gs[i] = gs[c];
      ns[i] = ns[c];
      ss[i] = ss[c];
      i = c;
    }
    if (n > 0) {
      fs[i] = f;
      gs[i] = g;
      ns[i] = node;
      ss[i] = state;
    }
    return top;
  }
  grow() {
    const cap = this.f.length * 2;
    const f = new Float64Array(cap);
    f.set(this.f);
    this.f = f;
    const g = new Float64Array(cap);
    g.set(this.g);
    this.g = g;
    const node = new Int32Array(cap);
    node.set(this.node);
    this.node = node;
  }
};

// src/internal/replay.ts
function replayPath(initial, expand, ordinals, check) {
  const moves = [];
  const states = [initial];
  let cost = 0;
  let current = initial;
  for (let step = 0; step < ordinals.length; step++) {
    const want = ordinals[step];
    let seen = 0;
    let found = false;
    let nextState;
    let nextMove;
    let nextCost = 0;
    expand(current, (state, move, c) => {
      if (seen++ === want) {
        found = true;
        nextState = state;
        nextMove = move;
        nextCost = checkCost(c);
      }
    });
    if (!found || check && !check(nextState, step)) {
      throw new SearchError(
        "nondeterministic",
        `replaying the path, step ${step + 1} did not produce the same successor: successors must be deterministic`
      );
    }
    current = nextState;
    moves.push(nextMove);
    states.push(current);
    cost += nextCost;
  }
  return { moves, states, cost };
}

// src/internal/visited-table.ts
function createVisitedTable(hashing, sample, capacityHint = 1024) {
  if (hashing.kind === "hash") return new HashEqualityTable(hashing.hash, hashing.equals, capacityHint);
  if (sample) {
    return typeof hashing.key(sample.state) === "number" ? new NumberKeyTable(hashing.key, capacityHint) : new MapKeyTable(hashing.key);
  }
  return new AdaptiveKeyTable(hashing.key, capacityHint);
}
var AdaptiveKeyTable = class {
  constructor(key, capacityHint) {
    this.key = key;
    this.capacityHint = capacityHint;
  }
  key;
  capacityHint;
  inner;
  get size() {
    return this.inner ? this.inner.size : 0;
  }
  choose(state) {
    const k = this.key(state);
    this.inner = typeof k === "number" ? new NumberKeyTable(this.key, this.capacityHint) : new MapKeyTable(this.key);
    return this.inner;
  }
  findOrAdd(state, node) {
    return (this.inner ?? this.choose(state)).findOrAdd(state, node);
  }
  find(state) {
    return (this.inner ?? this.choose(state)).find(state);
  }
};
function mixedKeys(k) {
  throw new SearchError(
    "mixed-keys",
    `the key function returned a ${typeof k} (${String(k)}) after returning numbers: return one key type for every state`
  );
}
var NumberKeyTable = class {
  constructor(key, capacityHint) {
    this.key = key;
    let cap = 16;
    while (cap < capacityHint * 2) cap *= 2;
    this.slots = new Int32Array(cap);
    this.mask = cap - 1;
    this.keys = new Float64Array(Math.max(16, capacityHint));
  }
  key;
  /** keys[node] is the key of that node. */
  keys;
  /** node + 1, or 0 for an empty slot. */
  slots;
  mask;
  size = 0;
  keyOf(state) {
    const k = this.key(state);
    if (typeof k !== "number") mixedKeys(k);
    if (k !== k) throw new SearchError("mixed-keys", "the key function returned NaN");
    return k;
  }
  findOrAdd(state, node) {
    const k = this.keyOf(state);
    const keys = this.keys;
    const slots = this.slots;
    const mask = this.mask;
    let i = hashNumber(k) & mask;
    for (; ; ) {
      const s = slots[i];
      if (s === 0) break;
      if (keys[s - 1] === k) return s - 1;
      i = i + 1 & mask;
    }
    if (node >= keys.length) this.growKeys(node + 1);
    this.keys[node] = k;
    slots[i] = node + 1;
    if (++this.size * 2 > slots.length) this.rehash();
    return -1;
  }
  find(state) {
    const k = this.keyOf(state);
    const keys = this.keys;
    const slots = this.slots;
    const mask = this.mask;
    let i = hashNumber(k) & mask;
    for (; ; ) {
      const s = slots[i];
      if (s === 0) return -1;
      if (keys[s - 1] === k) return s - 1;
      i = i + 1 & mask;
    }
  }
  growKeys(min) {
    let n = this.keys.length;
    while (n < min) n = Math.ceil(n * 1.5);
    const next = new Float64Array(n);
    next.set(this.keys);
    this.keys = next;
  }
  rehash() {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    const mask = slots.length - 1;
    const keys = this.keys;
    for (let j2 = 0; j2 < old.length; j2++) {
      const s = old[j2];
      if (s === 0) continue;
      let i = hashNumber(keys[s - 1]) & mask;
      while (slots[i] !== 0) i = i + 1 & mask;
      slots[i] = s;
    }
    this.slots = slots;
    this.mask = mask;
  }
};
function hashNumber(k) {
  const lo = k >>> 0;
  const hi = k / 4294967296 >>> 0;
  let h = Math.imul(lo >>> 3, 2654435761) ^ Math.imul(hi, 2246822507);
  h ^= h >>> 15;
  h = Math.imul(h, 739982445);
  h ^= h >>> 13;
  return h << 3 | lo & 7;
}
var MapKeyTable = class {
  constructor(key) {
    this.key = key;
  }
  key;
  map = /* @__PURE__ */ new Map();
  get size() {
    return this.map.size;
  }
  findOrAdd(state, node) {
    const k = this.key(state);
    const found = this.map.get(k);
    if (found !== void 0) return found;
    this.map.set(k, node);
    return -1;
  }
  find(state) {
    return this.map.get(this.key(state)) ?? -1;
  }
};
var HashEqualityTable = class {
  constructor(hash, equals, capacityHint) {
    this.hash = hash;
    this.equals = equals;
    let cap = 16;
    while (cap < capacityHint) cap *= 2;
    this.heads = new Int32Array(cap).fill(-1);
    this.next = new Int32Array(cap);
    this.hashes = new Int32Array(cap);
  }
  hash;
  equals;
  heads;
  next;
  hashes;
  states = [];
  size = 0;
  lookup(state, h) {
    for (let n = this.heads[h & this.heads.length - 1]; n !== -1; n = this.next[n]) {
      if (this.hashes[n] === h && this.equals(this.states[n], state)) return n;
    }
    return -1;
  }
  findOrAdd(state, node) {
    const h = this.hash(state) | 0;
    const found = this.lookup(state, h);
    if (found !== -1) return found;
    if (node >= this.next.length) {
      let n = this.next.length;
      while (n <= node) n *= 2;
      const next = new Int32Array(n);
      next.set(this.next);
      this.next = next;
      const hashes = new Int32Array(n);
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    this.states[node] = state;
    this.hashes[node] = h;
    const b = h & this.heads.length - 1;
    this.next[node] = this.heads[b];
    this.heads[b] = node;
    if (++this.size > this.heads.length) this.rehash();
    return -1;
  }
  find(state) {
    return this.lookup(state, this.hash(state) | 0);
  }
  rehash() {
    const heads = new Int32Array(this.heads.length * 2).fill(-1);
    const mask = heads.length - 1;
    for (let n = 0; n < this.states.length; n++) {
      if (this.states[n] === void 0) continue;
      const b = this.hashes[n] & mask;
      this.next[n] = heads[b];
      heads[b] = n;
    }
    this.heads = heads;
  }
};

// src/internal/best-first.ts
function startBestFirst(p, options, algorithm) {
  const weight = options.weight ?? 1;
  if (!(weight >= 1) || weight === Infinity) {
    throw new SearchError("invalid-option", `weight must be a finite number \u2265 1, got ${String(weight)}`);
  }
  const greedy = options.greedy === true;
  const hashing = requireHashing(p.hashing, algorithm);
  const control = new Control(options);
  const stats = newStats();
  const table = createVisitedTable(hashing, { state: p.initial });
  const arena = new NodeArena();
  const open = new OpenList();
  let expandedFlags = new Uint8Array(1024);
  const heuristic = p.heuristic;
  const isValid = p.isValid;
  const isGoal = p.isGoal;
  const expand = p.expand;
  const maxStates = control.maxStates;
  const maxExpansions = control.maxExpansions;
  const h = (s) => heuristic === void 0 ? 0 : checkHeuristic(heuristic(s));
  const priority = (g, hv) => greedy ? hv : g + weight * hv;
  const plainAStar = !greedy && weight === 1;
  let finished;
  let stopAfterExpansion;
  let currentNode = 0;
  let currentG = 0;
  let ordinal = 0;
  const emit = (child, _move, cost) => {
    const ord = ordinal++;
    stats.generated++;
    const c = cost === void 0 ? 1 : checkCost(cost);
    if (isValid !== void 0 && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const g = currentG + c;
    const fresh = arena.size;
    const existing = table.findOrAdd(child, fresh);
    if (existing === -1) {
      arena.add(currentNode, ord, g);
      let hv = 0;
      if (heuristic !== void 0) {
        hv = heuristic(child);
        if (!(hv >= 0)) checkHeuristic(hv);
        if (hv === Infinity) {
          stats.pruned++;
          return;
        }
      }
      open.push(plainAStar ? g + hv : priority(g, hv), g, fresh, child);
      if (open.size > stats.peakFrontier) stats.peakFrontier = open.size;
      if (arena.size >= maxStates) stopAfterExpansion = { status: "limit", limit: "states" };
      return;
    }
    if (!greedy && g < arena.g[existing]) {
      arena.g[existing] = g;
      arena.parent[existing] = currentNode;
      arena.ordinal[existing] = ord;
      const hv = h(child);
      open.push(priority(g, hv), g, existing, child);
      if (open.size > stats.peakFrontier) stats.peakFrontier = open.size;
      return;
    }
    stats.duplicates++;
  };
  const finish = (result) => {
    stats.elapsedMs = control.elapsed();
    stats.peakStored = arena.size;
    finished = result;
    return result;
  };
  const stop = (s) => finish(s.status === "aborted" ? { status: "aborted", stats } : { status: "limit", limit: s.limit, stats });
  const solved2 = (goalNode) => {
    const ordinals = arena.ordinalsTo(goalNode);
    const chain2 = [];
    for (let n = goalNode; n !== -1; n = arena.parent[n]) chain2.push(n);
    chain2.reverse();
    const path = replayPath(p.initial, expand, ordinals, (s, step) => table.find(s) === chain2[step + 1]);
    return finish({ status: "solved", moves: path.moves, states: path.states, cost: path.cost, stats });
  };
  const early = control.initial();
  if (early) {
    stop(early);
  } else if (isValid !== void 0 && !isValid(p.initial)) {
    stats.pruned++;
    finish({ status: "exhausted", stats });
  } else {
    table.findOrAdd(p.initial, 0);
    arena.add(-1, 0, 0);
    const h0 = h(p.initial);
    if (h0 === Infinity) finish({ status: "exhausted", stats });
    else {
      open.push(priority(0, h0), 0, 0, p.initial);
      stats.peakFrontier = 1;
    }
  }
  return {
    advance(budget, onExpand) {
      if (finished) return finished;
      let done = 0;
      while (open.size > 0) {
        if (done >= budget) return void 0;
        const state = open.pop();
        const node = open.poppedNode;
        const g = open.poppedG;
        if (g > arena.g[node]) continue;
        if (isGoal(state)) return solved2(node);
        if (stats.expanded >= maxExpansions) return stop({ status: "limit", limit: "expansions" });
        if (stats.expanded >= control.nextCheck) {
          const s = control.poll(stats, open.size, arena.size, open.poppedF);
          if (s) return stop(s);
        }
        stats.expanded++;
        done++;
        if (node >= expandedFlags.length) {
          const next = new Uint8Array(Math.max(node + 1, expandedFlags.length * 2));
          next.set(expandedFlags);
          expandedFlags = next;
        }
        if (expandedFlags[node] === 1) stats.reopened++;
        else expandedFlags[node] = 1;
        currentNode = node;
        currentG = g;
        ordinal = 0;
        expand(state, emit);
        if (onExpand) onExpand({ state, g, f: open.poppedF, expanded: stats.expanded, frontier: open.size });
        if (stopAfterExpansion) return stop(stopAfterExpansion);
      }
      return finish({ status: "exhausted", stats });
    }
  };
}

// src/astar.ts
function astar(problem, options = {}) {
  const run = startBestFirst(normalize(problem, options), options, "astar");
  return run.advance(Infinity);
}

// src/ida-star-in-place.ts
function idaStarInPlace(problem, options = {}) {
  const control = new Control(options);
  const stats = newStats();
  stats.iterations = 0;
  const state = problem.state;
  const cycle = options.cycleCheck ?? "none";
  const pathCheck = cycle === "path";
  const keyOf = problem.key?.bind(problem);
  if (cycle === "path" && !keyOf) throw new SearchError("missing-key", "cycleCheck 'path' needs the problem's key(state)");
  const onPath = /* @__PURE__ */ new Set();
  const path = [];
  const costs = [];
  const maxExpansions = control.maxExpansions;
  let bound = 0;
  let next = Infinity;
  let found = false;
  let goalDepth = 0;
  let stop;
  const visit = (g, previous, depth) => {
    const h = problem.heuristic(state);
    if (!(h >= 0)) throw new SearchError("invalid-heuristic", `a heuristic must return a number \u2265 0, got ${String(h)}`);
    const f = g + h;
    if (f > bound) {
      if (f < next) next = f;
      return;
    }
    if (problem.isGoal(state)) {
      found = true;
      goalDepth = depth;
      return;
    }
    if (stats.expanded >= maxExpansions) {
      stop = { status: "limit", limit: "expansions" };
      return;
    }
    if (stats.expanded >= control.nextCheck) {
      stop = control.poll(stats, depth, 0, bound);
      if (stop) return;
    }
    stats.expanded++;
    const list = problem.moves(state, previous);
    const n = list.length;
    for (let i = 0; i < n; i++) {
      const m = list[i];
      const applied = problem.apply(state, m);
      const c = applied === void 0 ? 1 : applied;
      if (!(c >= 0) || c === Infinity) {
        problem.undo(state, m);
        throw new SearchError("invalid-cost", `a step cost must be a finite number \u2265 0, got ${String(c)}`);
      }
      stats.generated++;
      if (pathCheck) {
        const k = keyOf(state);
        if (onPath.has(k)) {
          stats.duplicates++;
          problem.undo(state, m);
          continue;
        }
        onPath.add(k);
        path[depth] = m;
        costs[depth] = c;
        visit(g + c, m, depth + 1);
        onPath.delete(k);
      } else {
        path[depth] = m;
        costs[depth] = c;
        visit(g + c, m, depth + 1);
      }
      problem.undo(state, m);
      if (found) return;
      if (stop) return;
    }
  };
  const done = (r) => {
    stats.elapsedMs = control.elapsed();
    stats.peakFrontier = path.length;
    return r;
  };
  const early = control.initial();
  if (early) return done({ status: "aborted", stats });
  bound = problem.heuristic(state);
  if (!(bound >= 0)) throw new SearchError("invalid-heuristic", `the heuristic of the initial state is ${String(bound)}`);
  for (; ; ) {
    stats.iterations++;
    if (stats.iterations === 1) stats.generated++;
    next = Infinity;
    path.length = 0;
    onPath.clear();
    if (pathCheck) onPath.add(keyOf(state));
    found = false;
    visit(0, void 0, 0);
    if (found) return done(solved(problem, path.slice(0, goalDepth), costs.slice(0, goalDepth), stats));
    if (stop) return done(stop.status === "aborted" ? { status: "aborted", stats } : { status: "limit", limit: stop.limit, stats });
    if (next === Infinity) return done({ status: "exhausted", stats });
    bound = next;
  }
}
function solved(p, moves, costs, stats) {
  const states = [p.clone(p.state)];
  let cost = 0;
  for (let i = 0; i < moves.length; i++) {
    p.apply(p.state, moves[i]);
    states.push(p.clone(p.state));
    cost += costs[i];
  }
  for (let i = moves.length - 1; i >= 0; i--) p.undo(p.state, moves[i]);
  return { status: "solved", moves, states, cost, stats };
}

// bench/grid-contenders.ts
var ours = {
  name: "search-core astar (generic)",
  prepare({ width, height, walls }) {
    return (start, goal) => {
      const gx = goal % width;
      const gy = (goal - gx) / width;
      const problem = {
        initial: start,
        expand(s, emit) {
          const x = s % width;
          if (s >= width && walls[s - width] === 0) emit(s - width, 0);
          if (x > 0 && walls[s - 1] === 0) emit(s - 1, 1);
          if (x < width - 1 && walls[s + 1] === 0) emit(s + 1, 2);
          if (s < width * (height - 1) && walls[s + width] === 0) emit(s + width, 3);
        },
        isGoal: (s) => s === goal,
        heuristic(s) {
          const x = s % width;
          const y2 = (s - x) / width;
          return Math.abs(x - gx) + Math.abs(y2 - gy);
        },
        key: (s) => s
      };
      const r = astar(problem);
      return r.status === "solved" ? r.moves.length : -1;
    };
  }
};
var specialised = {
  name: "hand-specialised typed-array A*",
  prepare({ width, height, walls }) {
    const n = width * height;
    const g = new Int32Array(n);
    const stamp = new Int32Array(n);
    const heapF = new Int32Array(4 * n);
    const heapG = new Int32Array(4 * n);
    const heapS = new Int32Array(4 * n);
    let run = 0;
    return (start, goal) => {
      run++;
      const gx = goal % width;
      const gy = (goal - gx) / width;
      const h = (s) => {
        const x = s % width;
        return Math.abs(x - gx) + Math.abs((s - x) / width - gy);
      };
      let size = 0;
      const push = (f, gv, s) => {
        let i = size++;
        while (i > 0) {
          const p = i - 1 >> 1;
          if (heapF[p] < f || heapF[p] === f && heapG[p] >= gv) break;
          heapF[i] = heapF[p];
          heapG[i] = heapG[p];
          heapS[i] = heapS[p];
          i = p;
        }
        heapF[i] = f;
        heapG[i] = gv;
        heapS[i] = s;
      };
      stamp[start] = run;
      g[start] = 0;
      push(h(start), 0, start);
      while (size > 0) {
        const s = heapS[0];
        const gs = heapG[0];
        const lf = heapF[--size];
        const lg = heapG[size];
        const ls = heapS[size];
        let i = 0;
        for (; ; ) {
          const l = 2 * i + 1;
          if (l >= size) break;
          let c = l;
          if (l + 1 < size && (heapF[l + 1] < heapF[l] || heapF[l + 1] === heapF[l] && heapG[l + 1] > heapG[l])) c = l + 1;
          if (lf < heapF[c] || lf === heapF[c] && lg >= heapG[c]) break;
          heapF[i] = heapF[c];
          heapG[i] = heapG[c];
          heapS[i] = heapS[c];
          i = c;
        }
        heapF[i] = lf;
        heapG[i] = lg;
        heapS[i] = ls;
        if (gs > g[s]) continue;
        if (s === goal) return gs;
        const x = s % width;
        const ng = gs + 1;
        const relax = (t) => {
          if (walls[t] !== 0) return;
          if (stamp[t] === run && g[t] <= ng) return;
          stamp[t] = run;
          g[t] = ng;
          push(ng + h(t), ng, t);
        };
        if (s >= width) relax(s - width);
        if (x > 0) relax(s - 1);
        if (x < width - 1) relax(s + 1);
        if (s < width * (height - 1)) relax(s + width);
      }
      return -1;
    };
  }
};
var javascriptAstar = {
  name: "javascript-astar",
  prepare({ width, height, walls }) {
    const rows = [];
    for (let x = 0; x < width; x++) {
      const col = [];
      for (let y2 = 0; y2 < height; y2++) col.push(walls[y2 * width + x] ? 0 : 1);
      rows.push(col);
    }
    const graph = new import_javascript_astar.default.Graph(rows);
    return (start, goal) => {
      const s = graph.grid[start % width][Math.floor(start / width)];
      const t = graph.grid[goal % width][Math.floor(goal / width)];
      const path = import_javascript_astar.default.astar.search(graph, s, t);
      return start === goal ? 0 : path.length === 0 ? -1 : path.length;
    };
  }
};
var easystar = {
  name: "easystarjs (sync)",
  prepare({ width, height, walls }) {
    const es = new import_easystarjs.default.js();
    const rows = [];
    for (let y2 = 0; y2 < height; y2++) rows.push(Array.from(walls.subarray(y2 * width, (y2 + 1) * width)));
    es.setGrid(rows);
    es.setAcceptableTiles([0]);
    es.enableSync();
    es.setIterationsPerCalculation(Number.MAX_SAFE_INTEGER);
    return (start, goal) => {
      let length = -2;
      es.findPath(start % width, Math.floor(start / width), goal % width, Math.floor(goal / width), (path) => {
        length = path === null ? -1 : path.length - 1;
      });
      es.calculate();
      return length;
    };
  }
};
var ngraph = {
  name: "ngraph.path (aStar)",
  prepare({ width, height, walls }) {
    const graph = ngraph_default();
    for (let s = 0; s < width * height; s++) {
      if (walls[s]) continue;
      graph.addNode(s, { x: s % width, y: Math.floor(s / width) });
      const x = s % width;
      if (x < width - 1 && !walls[s + 1]) graph.addLink(s, s + 1);
      if (s + width < width * height && !walls[s + width]) graph.addLink(s, s + width);
    }
    const finder = Ie.aStar(graph, {
      heuristic: (a, b) => Math.abs(a.data.x - b.data.x) + Math.abs(a.data.y - b.data.y)
    });
    return (start, goal) => {
      const path = finder.find(start, goal);
      return path.length === 0 ? -1 : path.length - 1;
    };
  }
};
var pathfinding = {
  name: "pathfinding (PathFinding.js)",
  prepare({ width, height, walls }) {
    const rows = [];
    for (let y2 = 0; y2 < height; y2++) rows.push(Array.from(walls.subarray(y2 * width, (y2 + 1) * width)));
    const base = new import_pathfinding.default.Grid(width, height, rows);
    const finder = new import_pathfinding.default.AStarFinder();
    return (start, goal) => {
      const grid = base.clone();
      const path = finder.findPath(start % width, Math.floor(start / width), goal % width, Math.floor(goal / width), grid);
      return path.length === 0 ? -1 : path.length - 1;
    };
  },
  perSearchSetup({ width, height, walls }) {
    const rows = [];
    for (let y2 = 0; y2 < height; y2++) rows.push(Array.from(walls.subarray(y2 * width, (y2 + 1) * width)));
    const base = new import_pathfinding.default.Grid(width, height, rows);
    return () => {
      base.clone();
    };
  }
};
var graphology = {
  name: "graphology-shortest-path (astar)",
  prepare({ width, height, walls }) {
    const graph = new UndirectedGraph();
    for (let s = 0; s < width * height; s++) if (!walls[s]) graph.addNode(String(s));
    for (let s = 0; s < width * height; s++) {
      if (walls[s]) continue;
      const x = s % width;
      if (x < width - 1 && !walls[s + 1]) graph.addEdge(String(s), String(s + 1));
      if (s + width < width * height && !walls[s + width]) graph.addEdge(String(s), String(s + width));
    }
    return (start, goal) => {
      const gx = goal % width;
      const gy = Math.floor(goal / width);
      const path = import_graphology_shortest_path.astar.bidirectional(graph, String(start), String(goal), () => 1, (node) => {
        const s = Number(node);
        return Math.abs(s % width - gx) + Math.abs(Math.floor(s / width) - gy);
      });
      return path === null ? -1 : path.length - 1;
    };
  }
};
var contenders = [ours, specialised, javascriptAstar, easystar, ngraph, pathfinding, graphology];

// bench/fifteen.ts
function runGeneric(inst) {
  const t = performance.now();
  const r = idaStarInPlace(fifteenInPlace(inst.tiles));
  const ms = performance.now() - t;
  return { generated: r.stats.generated, moves: r.status === "solved" ? r.moves.length : -1, ms };
}
var DELTA2 = [-4, -1, 1, 4];
var MD2 = new Int32Array(256);
for (let t = 1; t < 16; t++) {
  for (let c = 0; c < 16; c++) MD2[t * 16 + c] = Math.abs((t >> 2) - (c >> 2)) + Math.abs((t & 3) - (c & 3));
}
var CAN = new Uint8Array(64);
for (let b = 0; b < 16; b++) {
  CAN[b * 4] = b >= 4 ? 1 : 0;
  CAN[b * 4 + 1] = (b & 3) > 0 ? 1 : 0;
  CAN[b * 4 + 2] = (b & 3) < 3 ? 1 : 0;
  CAN[b * 4 + 3] = b < 12 ? 1 : 0;
}
function runSpecialised(inst) {
  const tiles = Int8Array.from(inst.tiles);
  let blank = tiles.indexOf(0);
  let h = 0;
  for (let c = 0; c < 16; c++) if (tiles[c] !== 0) h += MD2[tiles[c] * 16 + c];
  let generated = 1;
  let bound = h;
  let next = Infinity;
  let found = -1;
  const t0 = performance.now();
  const dfs = (g, prev) => {
    const f = g + h;
    if (f > bound) {
      if (f < next) next = f;
      return;
    }
    if (h === 0) {
      found = g;
      return;
    }
    for (let d = 0; d < 4; d++) {
      if (d + prev === 3 || CAN[blank * 4 + d] === 0) continue;
      const from = blank + DELTA2[d];
      const tile = tiles[from];
      const dh = MD2[tile * 16 + blank] - MD2[tile * 16 + from];
      tiles[blank] = tile;
      tiles[from] = 0;
      const oldBlank = blank;
      blank = from;
      h += dh;
      generated++;
      dfs(g + 1, d);
      h -= dh;
      blank = oldBlank;
      tiles[from] = tile;
      tiles[blank] = 0;
      if (found >= 0) return;
    }
  };
  for (; ; ) {
    next = Infinity;
    dfs(0, -9);
    if (found >= 0) break;
    bound = next;
  }
  return { generated, moves: found, ms: performance.now() - t0 };
}

// bench/grid.ts
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 | 0;
    let t = Math.imul(a ^ a >>> 15, 1 | a);
    t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function bfsDistances(width, height, walls, from) {
  const dist = new Int32Array(width * height).fill(-1);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail) {
    const s = queue[head++];
    const x = s % width;
    for (const t of [s - width, x > 0 ? s - 1 : -1, x < width - 1 ? s + 1 : -1, s + width]) {
      if (t >= 0 && t < width * height && walls[t] === 0 && dist[t] === -1) {
        dist[t] = dist[s] + 1;
        queue[tail++] = t;
      }
    }
  }
  return dist;
}
function makeGrid(name, size, wallShare, pairCount, seed) {
  const rand = prng(seed);
  const walls = new Uint8Array(size * size);
  for (let i = 0; i < walls.length; i++) walls[i] = rand() < wallShare ? 1 : 0;
  const pairs = [];
  const lengths = [];
  while (pairs.length < pairCount) {
    const sx = Math.floor(rand() * size * 0.3);
    const gx = size - 1 - Math.floor(rand() * size * 0.3);
    const s = Math.floor(rand() * size) * size + sx;
    const g = Math.floor(rand() * size) * size + gx;
    if (walls[s] || walls[g]) continue;
    const d = bfsDistances(size, size, walls, s)[g];
    if (d < 0) continue;
    pairs.push([s, g]);
    lengths.push(d);
  }
  return { name, width: size, height: size, walls, pairs, lengths };
}

// bench/memory.ts
function used() {
  if (typeof gc === "function") gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}
function measureMemory(size) {
  const before = used();
  let peak = 0;
  let stored = 0;
  const problem = {
    initial: 0,
    expand(s, emit) {
      const x = s % size;
      if (s >= size) emit(s - size, 0);
      if (x > 0) emit(s - 1, 1);
      if (x < size - 1) emit(s + 1, 2);
      if (s < size * (size - 1)) emit(s + size, 3);
    },
    isGoal: () => false,
    key: (s) => s
  };
  const t = performance.now();
  const r = astar(problem, {
    checkEvery: 1 << 18,
    progressIntervalMs: 0,
    onProgress: (p) => {
      const u2 = used();
      if (u2 > peak) {
        peak = u2;
        stored = p.stored;
      }
    }
  });
  const ms = performance.now() - t;
  const bytes = peak - before;
  return { stored: stored || r.stats.peakStored, bytes, bytesPerState: bytes / (stored || r.stats.peakStored), ms };
}

// bench/run.ts
var packageRoot = fileURLToPath(new URL("../../", import.meta.url));
var benchDir = `${packageRoot}bench`;
var quick = process.argv.includes("--quick");
var only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : void 0;
var wanted = (part) => only === void 0 || only === part;
var median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
var fmt = (x, d = 2) => x.toFixed(d);
var results = {
  date: (/* @__PURE__ */ new Date()).toISOString(),
  node: process.version,
  cpu: os.cpus()[0]?.model,
  cores: os.cpus().length
};
var grids = !wanted("grid") ? [] : [makeGrid("256\xB2 20% walls", 256, 0.2, quick ? 4 : 12, 1), makeGrid("512\xB2 30% walls", 512, 0.3, quick ? 3 : 8, 2)];
var gridRows = [];
for (const grid of grids) {
  const rounds = quick ? 3 : 7;
  const searches = contenders.map((c) => c.prepare(grid));
  for (let w = 0; w < 3; w++) {
    contenders.forEach((c, k) => {
      grid.pairs.forEach(([s, g], i) => {
        const len = searches[k](s, g);
        if (len !== grid.lengths[i]) throw new Error(`${c.name} on ${grid.name}: pair ${i} gave ${len} moves, BFS says ${grid.lengths[i]}`);
      });
    });
  }
  const times = contenders.map(() => []);
  for (let r = 0; r < rounds; r++) {
    contenders.forEach((_, k) => {
      for (const [s, g] of grid.pairs) {
        const t = performance.now();
        searches[k](s, g);
        times[k].push(performance.now() - t);
      }
    });
  }
  const oursMs = median(times[0]);
  contenders.forEach((c, k) => {
    const ms = median(times[k]);
    let setupMs;
    if (c.perSearchSetup) {
      const setup = c.perSearchSetup(grid);
      const st = [];
      for (let i = 0; i < 20; i++) {
        const t = performance.now();
        setup();
        st.push(performance.now() - t);
      }
      setupMs = median(st);
    }
    gridRows.push({ grid: grid.name, contender: c.name, medianMs: ms, ratio: ms / oursMs, ...setupMs !== void 0 ? { setupMs } : {} });
  });
}
if (gridRows.length > 0) console.log("\nGrid A* (4-connected, Manhattan; median ms per search; ratio = contender / ours; all path lengths checked equal to BFS)");
if (gridRows.length > 0) console.log("| grid | contender | median ms | ratio to ours | of which per-search setup |\n|---|---|---:|---:|---:|");
for (const r of gridRows) console.log(`| ${r.grid} | ${r.contender} | ${fmt(r.medianMs)} | ${fmt(r.ratio)}\xD7 | ${r.setupMs !== void 0 ? fmt(r.setupMs) + " ms grid clone" : ""} |`);
results.grid = gridRows;
var korfPath = `${packageRoot}../../../shared/bench/korf100.tsv`;
if (!wanted("fifteen")) {
} else if (!existsSync(korfPath)) {
  console.log(`
!!! ${korfPath} is absent: the 15-puzzle benchmark is SKIPPED !!!`);
} else {
  const instances = parseKorf(readFileSync(korfPath, "utf8")).filter((i) => i.generated < 5e6 && i.id !== 89);
  const run = (f) => {
    let generated2 = 0;
    let ms = 0;
    for (const inst of instances) {
      const r = f(inst);
      if (r.generated !== inst.generated || r.moves !== inst.optimal) {
        throw new Error(`instance ${inst.id}: ${r.moves} moves / ${r.generated} nodes, Korf: ${inst.optimal} / ${inst.generated}`);
      }
      generated2 += r.generated;
      ms += r.ms;
    }
    return { generated: generated2, ms, nodesPerSecond: generated2 / (ms / 1e3) };
  };
  run(runGeneric);
  run(runSpecialised);
  const reps = quick ? 1 : 3;
  const g = [];
  const s = [];
  let generated = 0;
  for (let i = 0; i < reps; i++) {
    const a = run(runGeneric);
    const b = run(runSpecialised);
    generated = a.generated;
    g.push(a.nodesPerSecond);
    s.push(b.nodesPerSecond);
  }
  const gm = median(g);
  const sm = median(s);
  console.log(`
IDA* on the ${instances.length} Korf instances under 5M nodes (${generated.toLocaleString("en")} nodes generated, counts checked)`);
  console.log("| implementation | generated nodes / s | ratio to specialised |");
  console.log("|---|---:|---:|");
  console.log(`| search-core idaStarInPlace (public API) | ${(gm / 1e6).toFixed(1)} M | ${fmt(gm / sm)} |`);
  console.log(`| hand-specialised IDA* | ${(sm / 1e6).toFixed(1)} M | 1.00 |`);
  results.fifteen = { instances: instances.length, generated, genericNodesPerSecond: gm, specialisedNodesPerSecond: sm, ratio: gm / sm };
}
if (wanted("memory")) {
  const mem = measureMemory(quick ? 1e3 : 2e3);
  console.log(`
Memory: A* (numeric keys) over an open ${quick ? 1e3 : 2e3}\xB2 grid`);
  console.log("| stored states | bytes | bytes per stored state | ms |");
  console.log("|---:|---:|---:|---:|");
  console.log(`| ${mem.stored.toLocaleString("en")} | ${mem.bytes.toLocaleString("en")} | ${fmt(mem.bytesPerState, 1)} | ${fmt(mem.ms, 0)} |`);
  results.memory = mem;
}
mkdirSync(`${benchDir}/results`, { recursive: true });
var file = `${benchDir}/results/search-core-${(/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`
JSON: ${file}`);
