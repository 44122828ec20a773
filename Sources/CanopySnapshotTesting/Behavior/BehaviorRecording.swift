import Canopy
import CanopyCairo
import Foundation

/// Every captured moment of one replay, in order, and how it was made.
public struct BehaviorRecording {
    /// The captured frames, in time order.
    public let frames: [BehaviorFrame]
    /// The device the screen was hosted on.
    public let device: DeviceProfile
    /// Frames per second the clock ran at.
    public let framesPerSecond: Double
}

/// Hosts `controller` in a new window of `device`, replays `trace` on the window's frame
/// clock at `framesPerSecond`, and renders the moments `frames` chooses.
///
/// The trace and frames are checked before anything runs; bad input (a non-finite or
/// negative duration, a fling too fast to measure, a trace past its step or time limit
/// (``ScrollTrace/validationError(framesPerSecond:)``), no frames, more than
/// ``BehaviorFrames/maximumCount`` frames, a frame rate outside 1...1000, a screen without a
/// scroll node) throws a ``BehaviorSnapshotError`` naming the value.
public func recordBehavior(
    of controller: ViewControllerNode, on device: DeviceProfile, trace: ScrollTrace, frames: BehaviorFrames,
    framesPerSecond: Double = 60, renderer: CairoRenderer = CairoRenderer()
) throws -> BehaviorRecording {
    guard framesPerSecond.isFinite, (1...1000).contains(framesPerSecond) else {
        throw BehaviorSnapshotError(description: "framesPerSecond \(framesPerSecond) is out of range 1...1000.")
    }
    if let problem = trace.validationError(framesPerSecond: framesPerSecond) ?? frames.validationError() {
        throw BehaviorSnapshotError(description: problem)
    }
    let window = WindowNode(device: device)
    window.clock.frameDuration = 1 / framesPerSecond
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.clock.runUntilIdle(maxFrames: Int(ScrollTrace.defaultSettleTimeout * framesPerSecond))
    window.layoutIfNeeded()
    let reporting = controller as? BehaviorSnapshotReporting
    // A screen may name its header; otherwise the header is whatever follows a scroll view.
    let header =
        reporting?.behaviorHeaderIdentifier.map { BehaviorReplay.firstNode(in: window, identifier: $0) }
        ?? BehaviorReplay.firstNode(in: window) { $0 is any ScrollTracking }
    let firstScroll = BehaviorReplay.firstScrollNode(in: controller.view)
    // Asked again at every step and frame: a tab switch hands the header to another list.
    let scroll = { reporting?.behaviorScrollNode ?? (header as? any ScrollTracking)?.trackingScrollView ?? firstScroll }
    guard let initial = scroll() else {
        throw BehaviorSnapshotError(
            description: "\(controller.diagnosticName) has no scroll node to drive: add one or name it with BehaviorSnapshotReporting.")
    }
    let replay = BehaviorReplay(
        window: window, scroll: { scroll() ?? initial }, frames: frames, renderer: renderer, header: header,
        values: { reporting?.behaviorValues ?? [] })
    try replay.run(trace)
    return BehaviorRecording(frames: replay.captured, device: device, framesPerSecond: framesPerSecond)
}
