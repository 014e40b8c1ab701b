# RTSJ 2.0: the javax.realtime classes and members rtjbench may link against, with their exact types.
#
# Source (facts only): aicas's RTSJ 2.0 API sources, github.com/RTESJ/rtesj, javadoc/src/main/java
# ("Copyright 2012--2024, aicas GmbH"; javadoc at aicas.com/rtsj/Version_2_0). JamaicaVM 8.x implements 2.0;
# its early releases, built on 2.0 drafts, may still have 1.0.2's void setters, which is why the suite
# reaches those members by name (rtjbench.core.rtsj.VersionedMember).
#
# Differences from 1.0.2 that matter here: the parameter setters of Schedulable, RealtimeThread and
# AsyncEventHandler (declared in AsyncBaseEventHandler) return the Schedulable; PriorityParameters.setPriority
# returns PriorityParameters (deprecated); javax.realtime.memory holds the scoped memories (the 1.0.2 classes
# remain, deprecated); Affinity exists (getAffinity(Thread), no set); ImmortalMemory extends MemoryArea
# through PerennialMemory; HighResolutionTime and ReleaseParameters are generic (same erasure);
# MonitorControl.setMonitorControl(Object, MonitorControl) needs the caller to hold the monitor's lock.
#
# Format: see rtsj-1.0.2.sig. Inherited members are listed under the class they are called on.

class javax.realtime.AbsoluteTime extends HighResolutionTime
  AbsoluteTime add(RelativeTime)

class javax.realtime.Affinity
  static Affinity generate(java.util.BitSet)
  static Affinity getAffinity(Thread)
  static java.util.BitSet getAvailableProcessors()
  java.util.BitSet getProcessors()

# extends AsyncBaseEvent; these AsyncEventHandler overloads are deprecated but present
class javax.realtime.AsyncEvent
  <init>()
  void addHandler(AsyncEventHandler)
  void removeHandler(AsyncEventHandler)
  void setHandler(AsyncEventHandler)
  boolean handledBy(AsyncEventHandler)
  void fire()

# extends AsyncBaseEventHandler (which implements Schedulable); the seven-argument constructor is deprecated
class javax.realtime.AsyncEventHandler implements Schedulable
  <init>(SchedulingParameters, ReleaseParameters, MemoryParameters, MemoryArea, ProcessingGroupParameters, boolean, Runnable)
  void handleAsyncEvent()
  void run()
  SchedulingParameters getSchedulingParameters()
  Schedulable setSchedulingParameters(SchedulingParameters)
  ReleaseParameters getReleaseParameters()
  Schedulable setReleaseParameters(ReleaseParameters)

class javax.realtime.BoundAsyncEventHandler extends AsyncEventHandler
  <init>(SchedulingParameters, ReleaseParameters, MemoryParameters, MemoryArea, ProcessingGroupParameters, boolean, Runnable)

class javax.realtime.Clock
  static Clock getRealtimeClock()
  AbsoluteTime getTime()

class javax.realtime.HighResolutionTime

# extends PerennialMemory, which extends MemoryArea
class javax.realtime.ImmortalMemory extends MemoryArea
  static ImmortalMemory instance()

# deprecated in 2.0, moved to javax.realtime.memory
class javax.realtime.LTMemory extends ScopedMemory
  <init>(long)

class javax.realtime.MemoryArea
  <init>(long)
  void enter(Runnable)
  long memoryConsumed()
  long memoryRemaining()
  long size()

class javax.realtime.MemoryParameters

class javax.realtime.MonitorControl
  static MonitorControl getMonitorControl(Object)
  static MonitorControl setMonitorControl(Object, MonitorControl)

# deprecated in 2.0
class javax.realtime.NoHeapRealtimeThread extends RealtimeThread
  <init>(SchedulingParameters, ReleaseParameters, MemoryParameters, MemoryArea, ProcessingGroupParameters, Runnable)

class javax.realtime.PeriodicParameters extends ReleaseParameters
  <init>(HighResolutionTime, RelativeTime)
  <init>(HighResolutionTime, RelativeTime, RelativeTime, RelativeTime, AsyncEventHandler, AsyncEventHandler)

class javax.realtime.PriorityCeilingEmulation extends MonitorControl
  static PriorityCeilingEmulation instance(int)
  int getCeiling()
  static PriorityCeilingEmulation getMaxCeiling()

class javax.realtime.PriorityInheritance extends MonitorControl
  static PriorityInheritance instance()

class javax.realtime.PriorityParameters extends SchedulingParameters
  <init>(int)
  int getPriority()
  PriorityParameters setPriority(int)

class javax.realtime.PriorityScheduler extends Scheduler
  static PriorityScheduler instance()
  int getMaxPriority()
  int getMinPriority()
  int getNormPriority()

# deprecated in 2.0
class javax.realtime.ProcessingGroupParameters

# implements BoundSchedulable, which extends Schedulable; the six-argument constructor and waitForNextPeriod are deprecated
class javax.realtime.RealtimeThread extends Thread implements Schedulable
  <init>(SchedulingParameters, ReleaseParameters, MemoryParameters, MemoryArea, ProcessingGroupParameters, Runnable)
  static RealtimeThread currentRealtimeThread()
  static boolean waitForNextPeriod()
  MemoryArea getMemoryArea()
  SchedulingParameters getSchedulingParameters()
  Schedulable setSchedulingParameters(SchedulingParameters)
  ReleaseParameters getReleaseParameters()
  Schedulable setReleaseParameters(ReleaseParameters)

class javax.realtime.RelativeTime extends HighResolutionTime
  <init>(long, int)

class javax.realtime.ReleaseParameters

interface javax.realtime.Schedulable implements Runnable
  SchedulingParameters getSchedulingParameters()
  Schedulable setSchedulingParameters(SchedulingParameters)
  ReleaseParameters getReleaseParameters()
  Schedulable setReleaseParameters(ReleaseParameters)

class javax.realtime.Scheduler

class javax.realtime.SchedulingParameters

# deprecated in 2.0, moved to javax.realtime.memory
class javax.realtime.ScopedMemory extends MemoryArea
  <init>(long)
  void setPortal(Object)

# deprecated in 2.0 (javax.realtime.memory has no VTMemory)
class javax.realtime.VTMemory extends ScopedMemory
  <init>(long)

class javax.realtime.memory.LTMemory extends ScopedMemory
  <init>(long)

# its constructors are package-private
class javax.realtime.memory.ScopedMemory extends javax.realtime.MemoryArea
  void setPortal(Object)
