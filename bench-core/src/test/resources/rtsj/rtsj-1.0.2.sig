# RTSJ 1.0.2: the javax.realtime classes and members rtjbench may link against, with their exact types.
#
# Source (facts only): the RTSJ 1.0.2 javadoc, rtsj.org/specjavadoc (the same API ships as Java RTS 2.2's
# rtsj-docs and as JamaicaVM 6.x's javax.realtime). Where a signature changed before 1.0.2, the "@since"
# notes of aicas's RTSJ 2.0 sources confirm the 1.0.2 form: MonitorControl.setMonitorControl returns
# MonitorControl since 1.0.1, RealtimeThread.waitForNextPeriod is static since 1.0.1,
# PriorityCeilingEmulation.instance/getMaxCeiling and LTMemory(long) exist since 1.0.1; the parameter
# setters of Schedulable return void until 2.0 ("@since RTSJ 2.0 returns itself").
#
# Format (read by bench-core's test rtjbench.core.testing.SignatureSet):
#   class|interface NAME [extends SUPER] [implements I, ...]    one line a class, fully qualified
#     [static] TYPE name(TYPE, ...)                               a method, indented
#     <init>(TYPE, ...)                                            a constructor (public or protected)
#     [static] TYPE NAME                                           a field
# A simple type name means the class of that name in this file (the declaring class's package first, then
# javax.realtime), else java.lang. "extends" names the nearest superclass listed here (or a java.* class);
# a member inherited from an unlisted RTSJ superclass is listed under the class it is called on, as the
# JVM finds it there. This is a subset of the API, not all of it: add a member here (from the source above)
# before the suite calls it.

class javax.realtime.AbsoluteTime extends HighResolutionTime
  AbsoluteTime add(RelativeTime)

class javax.realtime.AsyncEvent
  <init>()
  void addHandler(AsyncEventHandler)
  void removeHandler(AsyncEventHandler)
  void setHandler(AsyncEventHandler)
  boolean handledBy(AsyncEventHandler)
  void fire()

class javax.realtime.AsyncEventHandler implements Schedulable
  <init>(SchedulingParameters, ReleaseParameters, MemoryParameters, MemoryArea, ProcessingGroupParameters, boolean, Runnable)
  void handleAsyncEvent()
  void run()
  SchedulingParameters getSchedulingParameters()
  void setSchedulingParameters(SchedulingParameters)
  ReleaseParameters getReleaseParameters()
  void setReleaseParameters(ReleaseParameters)

class javax.realtime.BoundAsyncEventHandler extends AsyncEventHandler
  <init>(SchedulingParameters, ReleaseParameters, MemoryParameters, MemoryArea, ProcessingGroupParameters, boolean, Runnable)

class javax.realtime.Clock
  static Clock getRealtimeClock()
  AbsoluteTime getTime()

class javax.realtime.HighResolutionTime

class javax.realtime.ImmortalMemory extends MemoryArea
  static ImmortalMemory instance()

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
  void setPriority(int)

class javax.realtime.PriorityScheduler extends Scheduler
  static PriorityScheduler instance()
  int getMaxPriority()
  int getMinPriority()
  int getNormPriority()

class javax.realtime.ProcessingGroupParameters

class javax.realtime.RealtimeThread extends Thread implements Schedulable
  <init>(SchedulingParameters, ReleaseParameters, MemoryParameters, MemoryArea, ProcessingGroupParameters, Runnable)
  static RealtimeThread currentRealtimeThread()
  static boolean waitForNextPeriod()
  MemoryArea getMemoryArea()
  SchedulingParameters getSchedulingParameters()
  void setSchedulingParameters(SchedulingParameters)
  ReleaseParameters getReleaseParameters()
  void setReleaseParameters(ReleaseParameters)

class javax.realtime.RelativeTime extends HighResolutionTime
  <init>(long, int)

class javax.realtime.ReleaseParameters

interface javax.realtime.Schedulable implements Runnable
  SchedulingParameters getSchedulingParameters()
  void setSchedulingParameters(SchedulingParameters)
  ReleaseParameters getReleaseParameters()
  void setReleaseParameters(ReleaseParameters)

class javax.realtime.Scheduler

class javax.realtime.SchedulingParameters

class javax.realtime.ScopedMemory extends MemoryArea
  <init>(long)
  void setPortal(Object)

class javax.realtime.VTMemory extends ScopedMemory
  <init>(long)
