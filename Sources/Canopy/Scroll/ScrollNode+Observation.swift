import Foundation

/// The handlers of a scroll node's value observations, made at the first registration so a
/// scroll node nobody observes carries none.
final class ScrollValueObservers {
    /// Offset-change handlers told before each change (registered with `.prior`).
    let offsetBefore = HandlerList<(ScrollNode, ContentOffsetChange)>()
    /// Offset-change handlers told after each change.
    let offsetAfter = HandlerList<(ScrollNode, ContentOffsetChange)>()
    /// Content-size handlers told before each change (registered with `.prior`).
    let sizeBefore = HandlerList<(ScrollNode, ContentSizeChange)>()
    /// Content-size handlers told after each change.
    let sizeAfter = HandlerList<(ScrollNode, ContentSizeChange)>()
}

extension ScrollNode {
    /// Registers a handler told of every `contentOffset` change with its old and new values;
    /// with `.prior`, also told before each change.
    ///
    /// UIKit's counterpart is key-value observation of `contentOffset` with the `.old`, `.new`
    /// and optionally `.prior` options. A prior report comes before the offset is stored and
    /// before the delegate's `scrollViewDidScroll`, so the observer knows of the change (and
    /// whether the scroll node clamped it after an inset change) while the delegate and others
    /// react to it. The report after the change comes after the delegate and after the
    /// handlers of `observeContentOffset(_:)`. Every prior report is followed by the report
    /// after the same change, with the same values, unless the observation ends in between or
    /// a prior handler moved the view so that its frame could no longer be finite (the change
    /// is then refused); changes made while a change is reported nest inside its two reports.
    /// Keep the returned
    /// token: cancelling or releasing it ends the observation.
    public func observeContentOffsetChanges(
        options: ScrollObservationOptions = [], _ handler: @escaping (ScrollNode, ContentOffsetChange) -> Void
    ) -> ScrollObservation {
        let observers = makeValueObservers()
        let deliver: ((ScrollNode, ContentOffsetChange)) -> Void = { handler($0.0, $0.1) }
        let after = observers.offsetAfter.add(deliver, token: ScrollObservation.init)
        guard options.contains(.prior) else { return after }
        let before = observers.offsetBefore.add(deliver, token: ScrollObservation.init)
        return ScrollObservation {
            before.cancel()
            after.cancel()
        }
    }

    /// Registers a handler told of every `contentSize` change with its old and new values;
    /// with `.prior`, also told before each change.
    ///
    /// UIKit's counterpart is key-value observation of `contentSize` with the `.old`, `.new`
    /// and optionally `.prior` options. The report after the change comes once the new size is
    /// stored and before the adjusted inset and the valid offset range follow it, so a handler
    /// that keeps the visible rows still (moving the offset by the height of rows inserted
    /// above) does so before the scroll node clamps anything. A size that changes and changes
    /// back is two reports. Keep the returned token: cancelling or releasing it ends the
    /// observation.
    public func observeContentSize(
        options: ScrollObservationOptions = [], _ handler: @escaping (ScrollNode, ContentSizeChange) -> Void
    ) -> ScrollObservation {
        let observers = makeValueObservers()
        let deliver: ((ScrollNode, ContentSizeChange)) -> Void = { handler($0.0, $0.1) }
        let after = observers.sizeAfter.add(deliver, token: ScrollObservation.init)
        guard options.contains(.prior) else { return after }
        let before = observers.sizeBefore.add(deliver, token: ScrollObservation.init)
        return ScrollObservation {
            before.cancel()
            after.cancel()
        }
    }

    private func makeValueObservers() -> ScrollValueObservers {
        if let observers = valueObservers { return observers }
        let observers = ScrollValueObservers()
        valueObservers = observers
        return observers
    }
}
