// Lab 2, the easier way: a random first direction, then (d + 1) % 4 for the
// other three. The twin of easier/studentcode.java for MazeStudy's
// JavaScript lab: the same moves and the same maze for the same seed, each
// line where the Java has it (digout calls itself on line 28 in both).
//
//
// (where the Java has its class)
//
// (and its constructor)
function digout(y, x)
{
    M[y][x] = 1;
    drawblock(y, x);
    delay(40);
    let d = Math.floor(Math.random() * 4);
    for (let i = 0; i < 4; i++)
    {
        let dy = 0, dx = 0;
        if (d === SOUTH) dy = 1;
        else if (d === NORTH) dy = -1;
        else if (d === EAST) dx = 1;
        else dx = -1;
        const ny = y + 2 * dy, nx = x + 2 * dx;
        if (ny > 0 && ny < mheight - 1 && nx > 0 && nx < mwidth - 1 && M[ny][nx] === 0)
        {
            M[y + dy][x + dx] = 1;
            drawblock(y + dy, x + dx);
            digout(ny, nx);
        }
        d = (d + 1) % 4;
    }
}
