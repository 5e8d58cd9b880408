// After digout, as the mazedfs lab's setup goes on before solve() and
// trace(): the exit dug beside digout's start, once digout has dug that
// start. The maze the lab shows gets the same exit from its own replay
// (LabGenerator); this is the script's M, on which its walks find their way.
(function () {
    "use strict";
    if (M[mheight - 2][mwidth - 2] !== 0) {
        M[mheight - 1][mwidth - 2] = 1;
        M[mheight - 2][mwidth - 1] = 1;
    }
})();
