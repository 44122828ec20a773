import Foundation

/// The animations running on one view, kept only while there are some.
final class ViewAnimationState {
    private(set) var tracks: [AnimationTrack] = []

    func add(_ track: AnimationTrack) { tracks.append(track) }

    func contains(_ track: AnimationTrack) -> Bool { tracks.contains { $0 === track } }

    /// Removes `track`; returns true when none is left.
    func remove(_ track: AnimationTrack) -> Bool {
        tracks.removeAll { $0 === track }
        return tracks.isEmpty
    }

    /// Removes the tracks of `property` (an animation beginning from the current state
    /// replaces them), telling their groups.
    func removeTracks(of property: AnimatedProperty) {
        tracks.removeAll { track in
            guard track.property == property else { return false }
            track.group?.trackWasRemoved()
            return true
        }
    }

    /// Removes every track, telling their groups.
    func removeAll() {
        for track in tracks { track.group?.trackWasRemoved() }
        tracks = []
    }

    /// True when some track still changes what is drawn.
    var isAnimating: Bool { tracks.contains { !$0.isFinished } }

    /// `value` with every running track of `property` added.
    func present(_ property: AnimatedProperty, model: AnimatedValue, traits: TraitCollection) -> [Double]? {
        var result: [Double]?
        for track in tracks where track.property == property && !track.isFinished {
            if result == nil { result = model.components(traits, other: track.from) }
            track.addOffset(to: &result!, traits: traits)
        }
        return result
    }
}

extension ViewNode {
    /// Takes `track` off this view, dropping the state when it was the last.
    func removeAnimationTrack(_ track: AnimationTrack) {
        guard let state = animationState else { return }
        if state.remove(track) { animationState = nil }
    }

    /// Stops every animation of this view at once: what is drawn becomes the model value and
    /// their completions run with `false` on the next frame.
    ///
    /// UIKit spells this `layer.removeAllAnimations()`; Canopy has no layers.
    public func removeAllAnimations() {
        animationState?.removeAll()
        animationState = nil
    }

    /// True while a view animation changes what is drawn for this view.
    public var isAnimating: Bool { animationState?.isAnimating ?? false }
}
