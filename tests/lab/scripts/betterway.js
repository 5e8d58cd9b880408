// The mazedfs lab's "better way": each call tries the four directions in a
// random permutation of its own (Fisher-Yates), recursing into each cell it digs.
function digout(y, x) {
    M[y][x] = 1;
    drawblock(y, x);
    const order = [SOUTH, EAST, NORTH, WEST];
    for (let i = 3; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        const t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    for (const d of order) {
        const dy = d === SOUTH ? 1 : d === NORTH ? -1 : 0;
        const dx = d === EAST ? 1 : d === WEST ? -1 : 0;
        const ny = y + 2 * dy, nx = x + 2 * dx;
        if (ny < 1 || ny > mheight - 2 || nx < 1 || nx > mwidth - 2 || M[ny][nx] !== 0)
            continue;
        M[y + dy][x + dx] = 1;
        drawblock(y + dy, x + dx);
        digout(ny, nx);
    }
}
