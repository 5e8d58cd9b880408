// The mazedfs lab's superclass, for a script run by MazeStudy's lab (app/lab).
// Called once, before the user's script, with the recorder, the maze's size
// and the global object, which Qt 6.4's engine does not name globalThis.
(function (lab, height, width, global) {
    "use strict";
    // How a value the script gave shows in a message: a string in quotes, so
    // that M[y][x] = "1" does not read as the number it is not.
    function shown(value) {
        return typeof value === "string" ? JSON.stringify(value) : String(value);
    }
    // One buffer for the whole maze, so that the recorder reads it at once at the end.
    const buffer = new ArrayBuffer(height * width);
    const rows = [];
    function outside(what, index, limit, name) {
        return new RangeError(what + " is outside the maze: " + name + " go from 0 to " + (limit - 1));
    }
    for (let y = 0; y < height; ++y) {
        rows.push(new Uint8Array(buffer, y * width, width));
    }
    function rowProxy(y) {
        return new Proxy(rows[y], {
            get(units, key) {
                if (key in units)
                    return units[key];
                if (typeof key === "string" && /^-?\d+$/.test(key))
                    throw outside("M[" + y + "][" + key + "]", key, width, "columns");
                return undefined;
            },
            set(units, key, value) {
                if (!(key in units) || typeof units[key] !== "number")
                    throw outside("M[" + y + "][" + String(key) + "]", key, width, "columns");
                if (value !== (value & 255))
                    throw new TypeError("M[" + y + "][" + key + "] = " + shown(value)
                        + ": a unit holds a whole number from 0 (wall) to 255; 1 is floor");
                units[key] = value;
                return true;
            },
        });
    }
    const proxies = rows.map((units, y) => rowProxy(y));
    const M = new Proxy(proxies, {
        get(list, key) {
            if (key in list)
                return list[key];
            if (typeof key === "string" && /^-?\d+$/.test(key))
                throw outside("M[" + key + "]", key, height, "rows");
            return undefined;
        },
        set(list, key) {
            throw new TypeError("M[" + String(key) + "] cannot be replaced: set its units, M[y][x] = 1");
        },
    });
    // The line of the script's innermost frame: where it called the lab.
    const lines = lab.wantsLines;
    function from() {
        if (lines) {
            const found = /@file:script\.js:(\d+)/.exec(new Error().stack);
            lab.from(found ? Number(found[1]) : 0);
        }
    }
    function unitOf(name, y, x) {
        if (y !== (y | 0) || x !== (x | 0))
            throw new TypeError(name + "(" + y + ", " + x + "): y and x are whole numbers");
        if (y < 0 || y >= height)
            throw outside(name + "(" + y + ", " + x + ")", y, height, "rows");
        if (x < 0 || x >= width)
            throw outside(name + "(" + y + ", " + x + ")", x, width, "columns");
    }
    const api = {
        M: M,
        mwidth: width,
        mheight: height,
        SOUTH: 0,
        EAST: 1,
        NORTH: 2,
        WEST: 3,
        drawblock(y, x) {
            unitOf("drawblock", y, x);
            from();
            lab.draw(y, x, rows[y][x]);
        },
        delay(ms) {
            from();
            lab.pause(Math.max(0, Math.min(60000, Math.round(Number(ms) || 0))));
        },
        drawMessage(text) {
            const said = String(text);
            from();
            lab.message(said);
        },
        // In solve() and trace(): where the dot is now. Off the maze it is
        // drawn nowhere, as the mazedfs original's; in digout, not at all.
        drawdot(y, x) {
            if (y !== (y | 0) || x !== (x | 0))
                throw new TypeError("drawdot(" + y + ", " + x + "): y and x are whole numbers");
            lab.dot(y, x);
        },
        random() {
            return lab.random();
        },
    };
    for (const name in api)
        Object.defineProperty(global, name, {value: api[name], writable: false, enumerable: true});
    // For run.js, which follows digout's calls once the script has run: fixed
    // now, so that a script that freezes or fills the global object cannot
    // take it away. The recorder checks whatever a script passes it.
    Object.defineProperty(global, "__labRecorder", {value: lab, writable: false, configurable: false});
    Object.defineProperty(global, "__labFrom", {value: from, writable: false, configurable: false});
    Object.defineProperty(Math, "random", {value: api.random, writable: false});
    // Code made from text would get past the check for import (labrunner.cpp).
    const refuse = function () {
        throw new EvalError("a lab script cannot make code from text (eval, Function)");
    };
    Object.defineProperty(global, "eval", {value: refuse, writable: false});
    Object.defineProperty(global, "Function", {value: refuse, writable: false});
    for (const make of [function () {}, function* () {}]) {
        Object.defineProperty(Object.getPrototypeOf(make), "constructor", {value: refuse, writable: false});
    }
    return buffer;
})
