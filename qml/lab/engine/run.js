// Wraps the script's digout so that every call shows on the stack, then
// calls it as the lab's setup does. Its own frames are not the user's
// lines, so errors point past them. The recorder comes as __labRecorder,
// and __labFrom (which line called) with it, both fixed on the global object
// by setup.js before the script ran.
(function (lab, global) {
    "use strict";
    if (typeof digout !== "function")
        throw new ReferenceError("the script defines no function digout(y, x): the lab calls digout(mheight - 2, mwidth - 2)");
    const own = digout;
    const traced = function (y, x) {
        if (y !== (y | 0) || x !== (x | 0) || y < 0 || y >= mheight || x < 0 || x >= mwidth)
            throw new RangeError("digout(" + y + ", " + x + ") is outside the maze: y from 0 to " + (mheight - 1)
                + ", x from 0 to " + (mwidth - 1));
        __labFrom();
        lab.enter(y, x);
        // A call that an exception (or the time limit) ends does not return:
        // the replay says so instead of showing a return.
        let returned = false;
        try {
            const result = own.call(this, y, x);
            returned = true;
            return result;
        } finally {
            lab.leave(returned);
        }
    };
    try {
        digout = traced;
    } catch (error) {
        if (Object.isFrozen(global))
            throw new TypeError("the script froze the global object, so the lab cannot follow digout's calls: "
                + "leave it unfrozen");
        throw new TypeError("digout must be declared as function digout(y, x) { ... }, so that the lab can follow its calls");
    }
    digout(mheight - 2, mwidth - 2);
})(__labRecorder, this);
