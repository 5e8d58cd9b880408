import java.awt.Color;
import java.awt.Graphics;
import java.awt.Image;
import java.awt.event.KeyEvent;
import java.awt.event.KeyListener;

import org.mazestudy.lab.LabHooks;

// The mazedfs lab's superclass as MazeStudy runs it, written from the
// assignment's description: the same fields and methods, so that a student's
// studentcode.java compiles and runs unchanged, but headless. Nothing is
// shown and nothing waits: drawblock, delay and drawMessage become moves of
// the lab's recording (org.mazestudy.lab), which MazeStudy replays in a pane.
// It is no JFrame: a window would need a display, and the app draws the maze.
public class mazedfs implements KeyListener {
    protected int mheight = 41;
    protected int mwidth = 51;
    // The names older versions of the lab used for mheight and mwidth.
    protected int mh, mw;

    protected byte[][] M;
    public static final int SOUTH = 0;
    public static final int EAST = 1;
    public static final int NORTH = 2;
    public static final int WEST = 3;

    protected boolean showvalue = false;
    protected boolean autodelay = true;
    protected boolean usegif = false;
    protected static int bh = 24;
    protected static int bw = 24;
    protected int ah, aw;
    protected int yoff = 42;
    // A real Graphics, of an image nobody sees, for a student's own drawing.
    protected Graphics g;
    protected int dtime = 30;
    protected Color wallcolor = Color.green;
    protected Color pathcolor = Color.black;
    protected Color dotcolor = Color.red;
    protected Image animatedgif;
    protected String gifname = "miner.gif";

    // setup() runs the subclass's methods before the subclass is made: the
    // assignment's way, kept on purpose.
    @SuppressWarnings("this-escape")
    public mazedfs(int bh0, int mh0, int mw0) {
        LabHooks.checkSize(mh0, mw0);
        bh = bw = bh0;
        mheight = mh = mh0;
        mwidth = mw = mw0;
        ah = bh * mheight;
        aw = bw * mwidth;
        M = new byte[mheight][mwidth];
        g = LabHooks.canvas();
        // Here, not in setup(): a student's own setup() digs this maze too.
        LabHooks.digging(this);
        setup();
    }

    // For a subclass without the three-number constructor: the lab's own size.
    public mazedfs() {
        this(LabHooks.blockSize(), LabHooks.rows(), LabHooks.cols());
    }

    // The assignment's order, run from this constructor as there, so that a
    // subclass's field initialisers still run only after digout.
    public void setup() {
        customize();
        if (usegif)
            loadgif(gifname);
        digout(mheight - 2, mwidth - 2);
        // The exit as MazeStudy digs it (labrecording.h, labExitUnits).
        if (M[mheight - 2][mwidth - 2] != 0) {
            M[mheight - 1][mwidth - 2] = M[mheight - 2][mwidth - 1] = 1;
            drawblock(mheight - 2, mwidth - 1);
        }
        if (LabHooks.solving()) {
            LabHooks.walk(0, this::solve);
            LabHooks.walk(1, this::trace);
        }
    }

    // The app shows its own picture for the dot: nothing to load.
    protected void loadgif(String filename) {
    }

    public void paint(Graphics g) {
    }

    public void repaint() {
    }

    public void setTitle(String title) {
    }

    public void delay(int ms) {
        LabHooks.pause(ms);
    }

    public void drawblock(int y, int x) {
        LabHooks.draw(M, y, x);
    }

    // The original sleeps dtime here without calling delay(): a pause of its own.
    public void drawdot(int y, int x) {
        LabHooks.dot(y, x);
        if (autodelay)
            LabHooks.pause(dtime);
    }

    public void drawgif(int y, int x) {
        drawdot(y, x);
    }

    public void drawMessage(String m) {
        LabHooks.message(m);
    }

    ////// to be overridden in the subclass:

    public void customize() {
    }

    public void digout(int y, int x) {
    }

    public void solve() {
    }

    public void trace() {
    }

    public void play() {
    }

    public void keyReleased(KeyEvent e) {
    }

    public void keyTyped(KeyEvent e) {
    }

    public void keyPressed(KeyEvent e) {
        int key = e.getKeyCode();
        System.out.println("YOU JUST PRESSED KEY " + key);
    }
}
