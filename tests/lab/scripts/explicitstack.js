// The lab's lesson for big mazes: the same depth-first search with a stack of
// its own, so no call nests. Marks each dead end 2 ("other small numbers are
// marks") and says how many it found.
function digout(y, x) {
    const stack = [[y, x]];
    M[y][x] = 1;
    drawblock(y, x);
    let deadEnds = 0;
    while (stack.length > 0) {
        const [cy, cx] = stack[stack.length - 1];
        const open = [];
        for (const [dy, dx] of [[2, 0], [0, 2], [-2, 0], [0, -2]]) {
            const ny = cy + dy, nx = cx + dx;
            if (ny > 0 && ny < mheight - 1 && nx > 0 && nx < mwidth - 1 && M[ny][nx] === 0)
                open.push([dy, dx]);
        }
        if (open.length === 0) {
            stack.pop();
            continue;
        }
        const [dy, dx] = open[Math.floor(Math.random() * open.length)];
        M[cy + dy / 2][cx + dx / 2] = 1;
        M[cy + dy][cx + dx] = 1;
        drawblock(cy + dy / 2, cx + dx / 2);
        drawblock(cy + dy, cx + dx);
        stack.push([cy + dy, cx + dx]);
    }
    for (let r = 1; r < mheight - 1; r += 2) {
        for (let c = 1; c < mwidth - 1; c += 2) {
            const around = M[r - 1][c] + M[r + 1][c] + M[r][c - 1] + M[r][c + 1];
            if (around === 1 && !(r === 1 && c === 1)) {
                M[r][c] = 2;
                deadEnds++;
            }
        }
    }
    drawMessage(deadEnds + " dead ends");
}
