"""reviewsd: publishes the verified customer reviews of one local business."""

__version__ = "0.1.0"
