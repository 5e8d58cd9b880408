// Wraps the script's digout so that every call shows on the stack, then
// calls it as the lab's setup does. Its own frames are not the user's
// lines, so errors point past them. The recorder comes as __labRecorder,
// set once the script itself has run.
(function (lab) {
    "use strict";
    if (typeof digout !== "function")
        throw new ReferenceError("the script defines no function digout(y, x): the lab calls digout(mheight - 2, mwidth - 2)");
    const own = digout;
    const traced = function (y, x) {
        if (y !== (y | 0) || x !== (x | 0) || y < 0 || y >= mheight || x < 0 || x >= mwidth)
            throw new RangeError("digout(" + y + ", " + x + ") is outside the maze: y from 0 to " + (mheight - 1)
                + ", x from 0 to " + (mwidth - 1));
        lab.enter(y, x);
        try {
            return own.call(this, y, x);
        } finally {
            lab.leave();
        }
    };
    try {
        digout = traced;
    } catch (error) {
        throw new TypeError("digout must be declared as function digout(y, x) { ... }, so that the lab can follow its calls");
    }
    digout(mheight - 2, mwidth - 2);
})(__labRecorder);
