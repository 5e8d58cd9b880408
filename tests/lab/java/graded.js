// The whole assignment in MazeStudy's JavaScript lab: the twin of
// graded/studentcode.java, call for call, so that the same seed gives the same
// maze, the same solve() walk and the same trace() path in both languages.
const DY = [1, 0, -1, 0]; // SOUTH, EAST, NORTH, WEST
const DX = [0, 1, 0, -1];

function digout(y, x)
{
    M[y][x] = 1;
    drawblock(y, x);
    const P = [0, 1, 2, 3];
    for (let i = P.length - 1; i > 0; i--)
    {
        const j = Math.floor(Math.random() * (i + 1));
        const t = P[i];
        P[i] = P[j];
        P[j] = t;
    }
    for (let k = 0; k < 4; k++)
    {
        const d = P[k];
        const ny = y + 2 * DY[d], nx = x + 2 * DX[d];
        if (ny < 1 || ny > mheight - 2 || nx < 1 || nx > mwidth - 2 || M[ny][nx] !== 0)
            continue;
        M[y + DY[d]][x + DX[d]] = 1;
        drawblock(y + DY[d], x + DX[d]);
        digout(ny, nx);
    }
}

function solve()
{
    walk(1, 1);
}

// Marks where the dot has been (2) and comes back out of dead ends.
function walk(y, x)
{
    M[y][x] = 2;
    drawdot(y, x);
    if (y === mheight - 2 && x === mwidth - 1)
        return true;
    for (let d = 0; d < 4; d++)
    {
        const ny = y + DY[d], nx = x + DX[d];
        if (ny >= 0 && ny < mheight && nx >= 0 && nx < mwidth && M[ny][nx] === 1)
        {
            if (walk(ny, nx))
                return true;
            drawdot(y, x);
        }
    }
    drawblock(y, x);
    return false;
}

function trace()
{
    const from = [];
    for (let y = 0; y < mheight; y++)
        from.push(new Array(mwidth).fill(-1));
    const queue = [[1, 1]];
    from[1][1] = 4;
    while (queue.length > 0)
    {
        const p = queue.shift();
        for (let d = 0; d < 4; d++)
        {
            const ny = p[0] + DY[d], nx = p[1] + DX[d];
            if (ny >= 0 && ny < mheight && nx >= 0 && nx < mwidth && M[ny][nx] !== 0 && from[ny][nx] < 0)
            {
                from[ny][nx] = d;
                queue.push([ny, nx]);
            }
        }
    }
    let y = mheight - 2, x = mwidth - 1;
    while (from[y][x] !== 4)
    {
        drawdot(y, x);
        const d = from[y][x];
        y -= DY[d];
        x -= DX[d];
    }
    drawdot(y, x); // (1, 1) itself
}
