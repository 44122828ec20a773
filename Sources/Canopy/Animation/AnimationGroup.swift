import Foundation

/// The animations one `animate` call started, and its completion.
///
/// Each clock its views animate on runs a frame handler (keeping that clock busy) until every
/// track has finished or been removed; then the completion runs once, with `true` when every
/// track ran to its end. Releasing the window that owns a clock ends the animation with
/// `false`, so a completion is never left waiting for frames no one will run.
final class AnimationGroup {
    private var tracks: [(node: Weak, track: AnimationTrack)] = []
    private var completion: ((Bool) -> Void)?
    private var tokens: [FrameHandlerToken] = []
    private var removedEarly = false

    /// A view held weakly: a released view's animations end with it.
    struct Weak {
        weak var node: ViewNode?
    }

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    /// Adds a track of `node`'s and makes sure `clock` runs frames for this animation.
    func add(_ track: AnimationTrack, of node: ViewNode, on clock: FrameClock) {
        tracks.append((Weak(node: node), track))
        guard !clocks.contains(where: { $0 === clock }) else { return }
        clocks.append(clock)
        // The handlers hold the group until it ends (every track done, or the clock's owner
        // released), which cancels them and so breaks the cycle.
        let token = clock.addFrameHandler({ [self] _ in check() }, ownerReleased: { [self] in end(finished: false) })
        tokens.append(token)
    }
    private var clocks: [FrameClock] = []

    /// Marks that a track was taken off its view before its end (`removeAllAnimations()`).
    func trackWasRemoved() { removedEarly = true }

    /// Runs the completion once every track has ended.
    private func check() {
        for entry in tracks where entry.node.node != nil && !entry.track.isFinished && entry.track.group === self {
            if entry.node.node?.animationState?.contains(entry.track) == true { return }
        }
        end(finished: !removedEarly && tracks.allSatisfy { $0.node.node != nil })
    }

    /// Takes the finished tracks off their views, stops the frame handlers and completes.
    func end(finished: Bool) {
        let done = completion
        completion = nil
        let handlers = tokens
        tokens = []
        clocks = []
        for entry in tracks { entry.node.node?.removeAnimationTrack(entry.track) }
        tracks = []
        for token in handlers { token.cancel() }
        done?(finished)
    }

    /// Ends a group that started no track: its completion runs on the next frame of `clock`,
    /// or at once when no view names a clock.
    func endWithoutTracks(on clock: FrameClock?) {
        guard let clock else { return end(finished: true) }
        clock.schedule(after: 0) { [self] in end(finished: true) }
    }
}
