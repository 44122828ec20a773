import Foundation

extension ScrollNode {
    /// Scrolls to the offset `target` gives, for lists whose content is measured as it shows.
    ///
    /// Without animation the list first jumps to the estimated target and lays out there,
    /// then aims again at what was measured (up to three times, stopping once the target
    /// holds), so an item lands where asked even when the sizes above it were estimates. An
    /// animated scroll heads for the first target and runs on the frame clock.
    func scroll(toMeasuredTarget target: () -> CGPoint, animated: Bool) {
        var offset = target()
        if !animated {
            for _ in 0..<3 {
                contentOffset = offset
                layoutIfNeeded()
                let next = target()
                if next == offset { break }
                offset = next
            }
        }
        setContentOffset(offset, animated: animated)
    }
}
