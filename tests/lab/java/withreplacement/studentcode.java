// A common mistake in lab 2: the four directions are drawn with replacement,
// four times (int)(Math.random()*4), so a call may try one direction twice and
// another never. A dead end that never tried its last open neighbour leaves
// cells undug: the maze has parts apart.
public class studentcode extends mazedfs
{
    public studentcode(int bh0, int mh0, int mw0)
    {
        super(bh0, mh0, mw0);
    }

    public void digout(int y, int x)
    {
        M[y][x] = 1;
        drawblock(y, x);
        for (int i = 0; i < 4; i++)
        {
            int d = (int)(Math.random() * 4);
            int dy = 0, dx = 0;
            if (d == NORTH) dy = -1;
            if (d == SOUTH) dy = 1;
            if (d == EAST) dx = 1;
            if (d == WEST) dx = -1;
            if (y + 2 * dy > 0 && y + 2 * dy < mheight - 1 && x + 2 * dx > 0 && x + 2 * dx < mwidth - 1
                && M[y + 2 * dy][x + 2 * dx] == 0)
            {
                M[y + dy][x + dx] = 1;
                drawblock(y + dy, x + dx);
                digout(y + 2 * dy, x + 2 * dx);
            }
        }
    }
}
