package javax.realtime;

import java.lang.reflect.Array;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * Stand-in memory area. Objects really live on the Java heap; what the stand-in keeps like the spec is the
 * accounting: bytes a thread allocates while this area is its allocation context count as consumed, the
 * size is a hard limit ({@link OutOfMemoryError} from newArray/newInstance before, from enter() after the
 * fact for plain {@code new}), and a scoped area is reclaimed (consumption back to 0, portal cleared) when
 * the last schedulable leaves it. Only realtime threads may enter scoped memory (RTSJ 1.0.2).
 */
public abstract class MemoryArea {
    private final long size;
    private final Runnable logic;
    private final boolean scoped;
    private long committed;
    private final Map<Thread, Long> baselines = new HashMap<Thread, Long>();
    private int references;
    private int reclaimed;
    private Object portal;

    protected MemoryArea(long size) {
        this(size, null);
    }

    protected MemoryArea(long size, Runnable logic) {
        if (size < 0) {
            throw new IllegalArgumentException("memory area size " + size + " is negative");
        }
        this.size = size;
        this.logic = logic;
        this.scoped = Shape.isScoped(this);
    }

    /** Stand-in: objects are not tagged with their area, so this answers the caller's current area. */
    public static MemoryArea getMemoryArea(Object object) {
        if (object == null) {
            throw new IllegalArgumentException("object is null");
        }
        return StandIn.current();
    }

    public void enter() {
        if (logic == null) {
            throw new IllegalArgumentException("this memory area has no logic to enter with");
        }
        enter(logic);
    }

    public void enter(Runnable logic) {
        if (logic == null) {
            throw new IllegalArgumentException("logic is null");
        }
        if (scoped && !(Thread.currentThread() instanceof RealtimeThread)) {
            throw new IllegalThreadStateException(
                    "a " + Thread.currentThread().getClass().getName()
                            + " may not enter scoped memory; only realtime threads may");
        }
        addReference();
        Throwable failure = null;
        StandIn.push(this);
        try {
            logic.run();
        } catch (RuntimeException e) {
            failure = e;
        } catch (Error e) {
            failure = e;
        }
        StandIn.pop();
        long consumed = memoryConsumed();
        removeReference();
        if (failure instanceof RuntimeException) {
            throw (RuntimeException) failure;
        }
        if (failure != null) {
            throw (Error) failure;
        }
        if (consumed > size()) {
            throw new OutOfMemoryError(getClass().getSimpleName() + " of " + size() + " bytes exceeded: " + consumed
                    + " bytes allocated in it");
        }
    }

    public void executeInArea(Runnable logic) {
        if (logic == null) {
            throw new IllegalArgumentException("logic is null");
        }
        StandIn.push(this);
        try {
            logic.run();
        } finally {
            StandIn.pop();
        }
    }

    public Object newArray(Class<?> type, int number) {
        if (number < 0) {
            throw new NegativeArraySizeException(Integer.toString(number));
        }
        reserve(arrayBytes(type, number));
        StandIn.push(this);
        try {
            return Array.newInstance(type, number);
        } finally {
            StandIn.pop();
        }
    }

    @SuppressWarnings("ClassNewInstance") // RTSJ specifies newInstance(Class) with Class.newInstance's exceptions
    public <T> T newInstance(Class<T> type) throws InstantiationException, IllegalAccessException {
        reserve(16);
        StandIn.push(this);
        try {
            return type.newInstance();
        } finally {
            StandIn.pop();
        }
    }

    private void reserve(long bytes) {
        long consumed = memoryConsumed();
        if (consumed + bytes > size()) {
            throw new OutOfMemoryError(getClass().getSimpleName() + " of " + size() + " bytes: " + consumed
                    + " consumed, " + bytes + " more do not fit");
        }
    }

    private static long arrayBytes(Class<?> type, int n) {
        int element = type == long.class || type == double.class
                ? 8
                : type == int.class || type == float.class
                        ? 4
                        : type == short.class || type == char.class
                                ? 2
                                : type == byte.class || type == boolean.class ? 1 : 4;
        return (16 + (long) element * n + 7) & ~7L;
    }

    public synchronized long memoryConsumed() {
        long total = committed;
        for (Iterator<Map.Entry<Thread, Long>> it = baselines.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<Thread, Long> e = it.next();
            long now = StandIn.allocatedBytes(e.getKey());
            total += Math.max(0, now - e.getValue());
        }
        return total;
    }

    public long memoryRemaining() {
        return Math.max(0, size() - memoryConsumed());
    }

    public long size() {
        return size;
    }

    synchronized void resume(Thread t) {
        baselines.put(t, StandIn.allocatedBytes(t));
    }

    synchronized void pause(Thread t) {
        Long base = baselines.remove(t);
        if (base != null) {
            committed += Math.max(0, StandIn.allocatedBytes(t) - base);
        }
    }

    synchronized void addReference() {
        references++;
    }

    synchronized void removeReference() {
        references--;
        if (scoped && references == 0) {
            committed = 0;
            portal = null;
            reclaimed++;
        }
    }

    synchronized int references() {
        return references;
    }

    synchronized Object portal() {
        return portal;
    }

    synchronized void portal(Object object) {
        this.portal = object;
    }

    /** Stand-in only: how many times this scope was reclaimed (tests use it to see re-entry). */
    public synchronized int standInReclaimCount() {
        return reclaimed;
    }
}
