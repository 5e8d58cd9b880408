// Your own digout, as in the mazedfs lab: M[y][x] is the maze (0 wall,
// 1 floor), mwidth and mheight its size; SOUTH, EAST, NORTH and WEST are
// 0 to 3. drawblock(y, x) shows a unit: each call is one move you can step.
// The lab calls digout(mheight - 2, mwidth - 2) and then digs the exit.
const dy = [1, 0, -1, 0];
const dx = [0, 1, 0, -1];

function digout(y, x) {
    M[y][x] = 1;
    drawblock(y, x);
    // The lab's first way: a random first direction, then turn (d + 1) % 4.
    const first = Math.floor(random() * 4);
    for (let i = 0; i < 4; i++) {
        const d = (first + i) % 4;
        const ny = y + 2 * dy[d];
        const nx = x + 2 * dx[d];
        if (ny > 0 && ny < mheight - 1 && nx > 0 && nx < mwidth - 1 && M[ny][nx] === 0) {
            M[y + dy[d]][x + dx[d]] = 1;
            drawblock(y + dy[d], x + dx[d]);
            digout(ny, nx);
        }
    }
}
