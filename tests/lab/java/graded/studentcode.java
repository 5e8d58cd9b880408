import java.util.ArrayDeque;
import java.util.Arrays;

// The whole assignment, as a student hands it in: lab 2's better way, and
// lab 3's solve (the dot walks depth first to the exit) and trace (the
// shortest path, found breadth first, marked dot by dot).
public class studentcode extends mazedfs
{
    private static final int[] DY = {1, 0, -1, 0}; // SOUTH, EAST, NORTH, WEST
    private static final int[] DX = {0, 1, 0, -1};

    public studentcode(int bh0, int mh0, int mw0)
    {
        super(bh0, mh0, mw0);
    }

    public void digout(int y, int x)
    {
        M[y][x] = 1;
        drawblock(y, x);
        int[] P = {0, 1, 2, 3};
        for (int i = P.length - 1; i > 0; i--)
        {
            int j = (int)(Math.random() * (i + 1));
            int t = P[i];
            P[i] = P[j];
            P[j] = t;
        }
        for (int k = 0; k < 4; k++)
        {
            int d = P[k];
            int ny = y + 2 * DY[d], nx = x + 2 * DX[d];
            if (ny < 1 || ny > mheight - 2 || nx < 1 || nx > mwidth - 2 || M[ny][nx] != 0)
                continue;
            M[y + DY[d]][x + DX[d]] = 1;
            drawblock(y + DY[d], x + DX[d]);
            digout(ny, nx);
        }
    }

    public void solve()
    {
        walk(1, 1);
    }

    // Marks where the dot has been (2) and comes back out of dead ends.
    private boolean walk(int y, int x)
    {
        M[y][x] = 2;
        drawdot(y, x);
        if (y == mheight - 2 && x == mwidth - 1)
            return true;
        for (int d = 0; d < 4; d++)
        {
            int ny = y + DY[d], nx = x + DX[d];
            if (ny >= 0 && ny < mheight && nx >= 0 && nx < mwidth && M[ny][nx] == 1)
            {
                if (walk(ny, nx))
                    return true;
                drawdot(y, x);
            }
        }
        drawblock(y, x);
        return false;
    }

    public void trace()
    {
        int[][] from = new int[mheight][mwidth];
        for (int[] row : from)
            Arrays.fill(row, -1);
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[] {1, 1});
        from[1][1] = 4;
        while (!queue.isEmpty())
        {
            int[] p = queue.poll();
            for (int d = 0; d < 4; d++)
            {
                int ny = p[0] + DY[d], nx = p[1] + DX[d];
                if (ny >= 0 && ny < mheight && nx >= 0 && nx < mwidth && M[ny][nx] != 0 && from[ny][nx] < 0)
                {
                    from[ny][nx] = d;
                    queue.add(new int[] {ny, nx});
                }
            }
        }
        int y = mheight - 2, x = mwidth - 1;
        while (from[y][x] != 4)
        {
            drawdot(y, x);
            int d = from[y][x];
            y -= DY[d];
            x -= DX[d];
        }
        drawdot(y, x); // (1, 1) itself
    }
}
